import type { Context, MiddlewareHandler } from "hono";
import type { Queryable } from "../../db/database.js";
import { promoterOfKey } from "../../store/promoter-keys.js";
import { HttpError } from "../api/validate.js";
import { sha256 } from "../crypto/tokens.js";

// CONTRACT.md "Promoter API": `Authorization: Bearer <key>`. Only the key's SHA-256 is looked up; a
// revoked, unknown or missing key is the same 401 (nothing tells which).

const BEARER = /^Bearer\s+(\S{8,200})\s*$/i;

/** The promoter whose live key the request carries; a 401 otherwise. */
export async function requirePromoter(q: Queryable, c: Context): Promise<string> {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  const promoterOid = match?.[1] ? await promoterOfKey(q, sha256(match[1])) : null;
  if (!promoterOid) {
    throw new HttpError(
      401,
      "Send a promoter API key: Authorization: Bearer <key> (a revoked key no longer works)",
    );
  }
  return promoterOid;
}

const promoters = new WeakMap<Request, string>();

/** Authenticates every request of the promoter API before its parts are parsed. */
export function promoterAuth(q: Queryable): MiddlewareHandler {
  return async (c, next) => {
    promoters.set(c.req.raw, await requirePromoter(q, c));
    await next();
  };
}

/** The promoter `promoterAuth` found for this request. */
export function promoterOf(c: Context): string {
  const oid = promoters.get(c.req.raw);
  if (!oid) throw new Error("promoterOf: the route is not behind promoterAuth");
  return oid;
}
