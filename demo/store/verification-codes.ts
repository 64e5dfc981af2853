import type { Queryable } from "../db/database.js";

/** A verification code as stored: only its keyed hash (core-journey §4 verification). */
export interface VerificationCodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Issues a code and retires the earlier codes of the same registration attempt (the fan's own codes
 * when `attemptOid` is null): only the newest one of each attempt works. Another attempt's codes stay
 * valid, so registering again with someone's pending address cannot break their code (issue 15).
 */
export async function replaceVerificationCode(
  q: Queryable,
  code: {
    fanOid: string;
    channel: "email" | "sms";
    address: string;
    codeHash: string;
    ttlSeconds: number;
    attemptOid?: string | null;
  },
): Promise<number> {
  await q.query(
    `UPDATE verification_codes SET expires_at = least(expires_at, now())
     WHERE fan_oid = $1 AND channel = $2 AND used_at IS NULL AND attempt_oid IS NOT DISTINCT FROM $3`,
    [code.fanOid, code.channel, code.attemptOid ?? null],
  );
  const rows = await q.query<{ id: number }>(
    `INSERT INTO verification_codes (fan_oid, channel, address, code_hash, expires_at, attempt_oid)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::float8), $6) RETURNING id`,
    [code.fanOid, code.channel, code.address, code.codeHash, code.ttlSeconds, code.attemptOid ?? null],
  );
  return rows[0]?.id ?? 0;
}

/**
 * The code to check a guess against: the fan's newest code of that channel with this hash (several
 * attempts may each hold a live one), else its newest code, used or not (a wrong guess counts on it).
 */
export async function latestVerificationCode(
  q: Queryable,
  fanOid: string,
  channel: "email" | "sms",
  codeHash = "",
): Promise<(VerificationCodeRow & { expired: boolean }) | null> {
  const rows = await q.query<VerificationCodeRow & { expired: boolean }>(
    `SELECT id, code_hash AS "codeHash", attempts, expires_at AS "expiresAt", used_at AS "usedAt",
       expires_at <= now() AS expired
     FROM verification_codes WHERE fan_oid = $1 AND channel = $2
     ORDER BY code_hash = $3 DESC, created_at DESC, id DESC LIMIT 1`,
    [fanOid, channel, codeHash],
  );
  return rows[0] ?? null;
}

/** What a code was sent for: the address it proves and the registration attempt, if any. */
export interface UsedCode {
  address: string | null;
  attemptOid: string | null;
}

/** Uses the code once: null when it was already used (a concurrent request won). */
export async function useVerificationCode(q: Queryable, id: number): Promise<UsedCode | null> {
  const rows = await q.query<UsedCode>(
    `UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL
     RETURNING address, attempt_oid AS "attemptOid"`,
    [id],
  );
  return rows[0] ?? null;
}

/** The fan is verified: its other codes, of every attempt, can never verify it again. */
export async function retireFanCodes(q: Queryable, fanOid: string): Promise<void> {
  await q.query(
    "UPDATE verification_codes SET expires_at = least(expires_at, now()) WHERE fan_oid = $1 AND used_at IS NULL",
    [fanOid],
  );
}

export async function countWrongCode(q: Queryable, id: number): Promise<void> {
  await q.query("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1", [id]);
}
