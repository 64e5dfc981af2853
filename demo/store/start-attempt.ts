import type { Queryable } from "../db/database.js";
import { keptOnceAnalyzed } from "../db/statement-names.js";
import type { AccountRow } from "./accounts.js";
import { canonicalOf, fansWithContactSql } from "./fans.js";
import { countLimitSql, type LimitCount, type LimitHit, limitHitValues } from "./limit-hit.js";

// issue 18: POST /campaign-account for a new visitor in one statement. The account, its registration
// attempt and the attempt's token are written together (one statement is atomic: no transaction), and
// only while the campaign has no fan with this email address or mobile number; when it has one, nothing
// is written and the caller takes the general path (the 409 of core-journey §8, or joining a pending
// registration: create-account.ts). The statement also counts the request's per-address limit (`hit`):
// past it, nothing else is written.

export interface FreshAttempt {
  account: AccountRow;
  campaignOid: string;
  attemptOid: string;
  tokenHash: string;
  ttlDays: number;
  /** The live campaign version the attempt starts with (migration 0015). */
  campaignVersion: number | null;
}

export interface StartedAttempt {
  /** False when the campaign already has a fan with this contact, or the limit was passed: nothing written. */
  written: boolean;
  counted: LimitCount;
}

export async function startFreshAttempt(
  q: Queryable,
  input: FreshAttempt,
  hit: LimitHit,
): Promise<StartedAttempt> {
  const { account } = input;
  const rows = await q.query<{ count: number | null; retry: number | null; written: boolean }>(
    `${keptOnceAnalyzed("fans")}WITH hit AS (
       ${countLimitSql("$11", "$12")}
     ), taken AS (
       ${fansWithContactSql("1")} LIMIT 1
     ), account AS (
       INSERT INTO accounts (oid, email_address, mobile_number, profile)
       SELECT $5, $3, $4, $6::jsonb
       WHERE NOT EXISTS (SELECT 1 FROM taken) AND coalesce((SELECT count FROM hit), 0) <= $13::int
       RETURNING oid
     ), attempt AS (
       INSERT INTO registration_attempts (oid, account_oid, campaign_oid, email_address, mobile_number, profile, resumed, campaign_version)
       SELECT $7, oid, $1, $3, $4, $6::jsonb, false, $10::int FROM account RETURNING oid
     ), token AS (
       INSERT INTO auth_tokens (token_hash, account_oid, campaign_oid, attempt_oid, expires_at)
       SELECT $8, account.oid, $1, attempt.oid, now() + make_interval(days => $9::int) FROM account, attempt
       RETURNING token_hash
     )
     SELECT (SELECT count FROM hit) AS count, (SELECT retry FROM hit) AS retry, EXISTS (SELECT 1 FROM token) AS written`,
    [
      input.campaignOid,
      canonicalOf(account.emailAddress),
      account.emailAddress,
      account.mobileNumber,
      account.oid,
      JSON.stringify(account.profile),
      input.attemptOid,
      input.tokenHash,
      input.ttlDays,
      input.campaignVersion,
      ...limitHitValues(hit),
    ],
  );
  const row = rows[0];
  return {
    written: row?.written === true,
    counted: { count: row?.count ?? null, retrySeconds: row?.retry ?? null },
  };
}
