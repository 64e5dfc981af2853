import type { Queryable } from "../db/database.js";

/** A verification code as stored: only its keyed hash (core-journey §4 verification). */
export interface VerificationCodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Issues a code and retires the fan's earlier codes of that channel: only the newest one works. */
export async function replaceVerificationCode(
  q: Queryable,
  code: { fanOid: string; channel: "email" | "sms"; address: string; codeHash: string; ttlSeconds: number },
): Promise<number> {
  await q.query(
    `UPDATE verification_codes SET expires_at = least(expires_at, now())
     WHERE fan_oid = $1 AND channel = $2 AND used_at IS NULL`,
    [code.fanOid, code.channel],
  );
  const rows = await q.query<{ id: number }>(
    `INSERT INTO verification_codes (fan_oid, channel, address, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::float8)) RETURNING id`,
    [code.fanOid, code.channel, code.address, code.codeHash, code.ttlSeconds],
  );
  return rows[0]?.id ?? 0;
}

/** The fan's newest code of that channel, used or not. */
export async function latestVerificationCode(
  q: Queryable,
  fanOid: string,
  channel: "email" | "sms",
): Promise<(VerificationCodeRow & { expired: boolean }) | null> {
  const rows = await q.query<VerificationCodeRow & { expired: boolean }>(
    `SELECT id, code_hash AS "codeHash", attempts, expires_at AS "expiresAt", used_at AS "usedAt",
       expires_at <= now() AS expired
     FROM verification_codes WHERE fan_oid = $1 AND channel = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [fanOid, channel],
  );
  return rows[0] ?? null;
}

/** Uses the code once: false when it was already used (a concurrent request won). */
export async function useVerificationCode(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query(
    "UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id",
    [id],
  );
  return rows.length > 0;
}

export async function countWrongCode(q: Queryable, id: number): Promise<void> {
  await q.query("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1", [id]);
}
