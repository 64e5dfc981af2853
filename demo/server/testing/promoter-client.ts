import { PROMOTER_API_PATH } from "../../../sdk/api/promoter-calls.js";
import { insertApiKey } from "../../store/promoter-keys.js";
import { upsertPromoter } from "../../store/promoters.js";
import { sha256 } from "../crypto/tokens.js";
import type { Harness } from "./api-harness.js";

// Test helpers for the promoter API (issue 19): calls with a Bearer key, and a second promoter of its own.

export interface PromoterAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export type PromoterCall = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<PromoterAnswer<T>>;

/** Calls the promoter API of the harness's app with `key` (none: no Authorization header). */
export function promoterClient(h: Harness, key: string | undefined): PromoterCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (key) headers.authorization = `Bearer ${key}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await h.app.request(`${PROMOTER_API_PATH}${path}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const json = res.headers.get("content-type")?.includes("json") && text ? JSON.parse(text) : undefined;
    return { status: res.status, body: json as never, text, headers: res.headers };
  };
}

/** A promoter with no campaigns and a key of its own. */
export async function otherPromoter(h: Harness, oid: string): Promise<string> {
  await upsertPromoter(h.db, { oid, name: `Promoter ${oid}`, verifiedDomains: [] });
  const key = `fc_test_${oid}_${Date.now().toString(36)}`;
  await insertApiKey(h.db, {
    id: `key_${oid}_${Date.now().toString(36)}`,
    promoterOid: oid,
    keyHash: sha256(key),
    prefix: key.slice(0, 10),
    name: "test",
  });
  return key;
}
