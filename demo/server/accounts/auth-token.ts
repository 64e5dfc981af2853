import type { Context } from "hono";
import { AUTH_TOKEN_HEADER } from "../../../sdk/api/client.js";
import type { Queryable } from "../../db/database.js";
import { findAuthToken, insertAuthToken } from "../../store/auth-tokens.js";
import type { AttemptRow } from "../../store/registration-attempts.js";
import { randomToken, sha256 } from "../crypto/tokens.js";
import { heldLimit, settleHeldLimit } from "../rate-limit/held-limit.js";

// core-journey §7: every request sends the token saved from the `x-auth-token` answer header. A token
// is 256 random bits, stored as its SHA-256, and bound to one account and one campaign: it never opens
// the fan of another campaign (issue 3). A token issued before the account's address is proven is also
// bound to its registration attempt (issue 15): it drives that attempt only, until the attempt's code
// is entered with it.

export { AUTH_TOKEN_HEADER };
export const AUTH_TOKEN_TTL_DAYS = 30;

export interface Auth {
  tokenHash: string;
  accountOid: string;
  /** Null until the account registers for a campaign. */
  campaignOid: string | null;
  /** Set for a token that may only drive this registration attempt; null for a full token. */
  attemptOid: string | null;
  /**
   * That attempt as it was read with the token, at the start of the request (issue 18: one statement
   * for both); null for a full token, or when the attempt is gone.
   */
  attempt: AttemptRow | null;
}

/** The token a request carries, when it looks like one. */
export function readAuthToken(c: Context): string | undefined {
  const token = c.req.header(AUTH_TOKEN_HEADER)?.trim();
  return token && token.length >= 16 && token.length <= 512 ? token : undefined;
}

/** A live token, full or bound to a registration attempt: only the registration calls take the latter. */
export async function resolveRegistrationAuth(q: Queryable, token: string | undefined): Promise<Auth | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  // A registration call's per-address limit is counted by this read (held-limit.ts).
  const { token: row, counted } = await findAuthToken(q, tokenHash, heldLimit());
  await settleHeldLimit(q, counted);
  return row ? { tokenHash, ...row } : null;
}

/** A live full token: one bound to a registration attempt opens nothing of the account or its fan. */
export async function resolveAuth(q: Queryable, token: string | undefined): Promise<Auth | null> {
  const auth = await resolveRegistrationAuth(q, token);
  return auth && auth.attemptOid === null ? auth : null;
}

/** Whether the token may act in this campaign (it is bound to it, or to none yet). */
export const opensCampaign = (auth: Auth, campaignOid: string): boolean =>
  auth.campaignOid === null || auth.campaignOid === campaignOid;

/** A new token for the account; the caller answers it in the `x-auth-token` header. */
export async function issueAuthToken(
  q: Queryable,
  accountOid: string,
  campaignOid: string | null,
  attemptOid: string | null = null,
): Promise<string> {
  const token = randomToken();
  await insertAuthToken(q, {
    tokenHash: sha256(token),
    accountOid,
    campaignOid,
    attemptOid,
    ttlDays: AUTH_TOKEN_TTL_DAYS,
  });
  return token;
}
