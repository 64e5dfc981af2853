import type { Queryable } from "../db/database.js";

/** Whom a bearer token speaks for. Only the token's SHA-256 is stored. */
export interface AuthTokenRow {
  accountOid: string;
  /** The one campaign whose fan the token opens; null until the account registers for one. */
  campaignOid: string | null;
  /** Set while the token may only drive this registration attempt (issue 15); null for a full token. */
  attemptOid: string | null;
}

export async function insertAuthToken(
  q: Queryable,
  token: {
    tokenHash: string;
    accountOid: string;
    campaignOid: string | null;
    attemptOid?: string | null;
    ttlDays: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO auth_tokens (token_hash, account_oid, campaign_oid, attempt_oid, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int))`,
    [token.tokenHash, token.accountOid, token.campaignOid, token.attemptOid ?? null, token.ttlDays],
  );
}

/** The live token with this hash, or null (unknown or expired). */
export async function findAuthToken(q: Queryable, tokenHash: string): Promise<AuthTokenRow | null> {
  const rows = await q.query<AuthTokenRow>(
    `SELECT account_oid AS "accountOid", campaign_oid AS "campaignOid", attempt_oid AS "attemptOid" FROM auth_tokens
     WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Binds a token that has no campaign yet; a token already bound keeps its campaign. */
export async function bindAuthToken(q: Queryable, tokenHash: string, campaignOid: string): Promise<void> {
  await q.query("UPDATE auth_tokens SET campaign_oid = $2 WHERE token_hash = $1 AND campaign_oid IS NULL", [
    tokenHash,
    campaignOid,
  ]);
}

/** The attempt's code was entered with this token: it becomes a full token of the campaign. */
export async function activateAuthToken(q: Queryable, tokenHash: string, campaignOid: string): Promise<void> {
  await q.query("UPDATE auth_tokens SET attempt_oid = NULL, campaign_oid = $2 WHERE token_hash = $1", [
    tokenHash,
    campaignOid,
  ]);
}

/** Ends one live token (logout). False when it was not live. */
export async function revokeAuthToken(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE auth_tokens SET expires_at = now()
     WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > now()) RETURNING token_hash`,
    [tokenHash],
  );
  return rows.length > 0;
}

/**
 * Ends every live token of the account except `keepTokenHash` (a login, a verification or a change of
 * address makes the older credentials worthless). Returns how many were ended.
 */
export async function revokeAccountTokens(
  q: Queryable,
  accountOid: string,
  keepTokenHash: string | null = null,
): Promise<number> {
  const rows = await q.query(
    `UPDATE auth_tokens SET expires_at = now()
     WHERE account_oid = $1 AND token_hash IS DISTINCT FROM $2 AND (expires_at IS NULL OR expires_at > now())
     RETURNING token_hash`,
    [accountOid, keepTokenHash],
  );
  return rows.length;
}
