import type { Queryable } from "../db/database.js";
import { countLimitSql, type LimitCount, type LimitHit, NO_LIMIT_HIT } from "./limit-hit.js";
import { type AttemptRow, attemptColumns } from "./registration-attempts.js";

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

/** A live token, with the registration attempt it drives read in the same statement (issue 18). */
export interface LiveAuthToken extends AuthTokenRow {
  /** The attempt of `attemptOid` (null when there is none, or it is gone). */
  attempt: AttemptRow | null;
}

/**
 * The live token with this hash, or null (unknown or expired); and, in the same statement, the count of a
 * per-address limit (issue 18: a registration call's, held-limit.ts).
 */
export async function findAuthToken(
  q: Queryable,
  tokenHash: string,
  hit: LimitHit = NO_LIMIT_HIT,
): Promise<{ token: LiveAuthToken | null; counted: LimitCount }> {
  const rows = await q.query<
    Partial<AuthTokenRow> & { attempt: AttemptRow | null; count: number | null; retry: number | null }
  >(
    `WITH hit AS (
       ${countLimitSql("$2", "$3")}
     ), token AS (
       SELECT t.account_oid AS "accountOid", t.campaign_oid AS "campaignOid", t.attempt_oid AS "attemptOid",
         CASE WHEN a.oid IS NOT NULL THEN (SELECT row_to_json(r) FROM (SELECT ${attemptColumns("a")}) AS r) END AS attempt
       FROM auth_tokens t LEFT JOIN registration_attempts a ON a.oid = t.attempt_oid
       WHERE t.token_hash = $1 AND (t.expires_at IS NULL OR t.expires_at > now())
     )
     SELECT token.*, hit.count, hit.retry FROM (SELECT 1) AS one
       LEFT JOIN hit ON true LEFT JOIN token ON true`,
    [tokenHash, hit.key, hit.windowSeconds],
  );
  const {
    count = null,
    retry = null,
    accountOid,
    campaignOid = null,
    attemptOid = null,
    attempt,
  } = rows[0] ?? {};
  const counted = { count, retrySeconds: retry };
  if (!accountOid) return { token: null, counted };
  // row_to_json writes timestamps as text: the row's other readers get Dates.
  const token: LiveAuthToken = {
    accountOid,
    campaignOid,
    attemptOid,
    attempt: attempt
      ? {
          ...attempt,
          completedAt: attempt.completedAt && new Date(attempt.completedAt),
          createdAt: new Date(attempt.createdAt),
        }
      : null,
  };
  return { token, counted };
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
