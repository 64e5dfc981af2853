import type { Database } from "../../db/database.js";
import { fanTextError, type HttpError } from "../api/validate.js";
import {
  clearCooldown,
  cooldownRemaining,
  minutesToWait,
  startCooldown,
} from "../rate-limit/rate-limiter.js";
import { LOCKOUT_SECONDS, MAX_WRONG_CODES, WRONG_CODE_WINDOW_SECONDS } from "./limits.js";

// Code guesses are counted BEFORE the comparison (issue 15): a burst of simultaneous wrong codes would
// otherwise all read "not locked", all be compared, and only then be counted. Each comparison first
// takes a slot in a transaction that holds the fan's attempt row locked (INSERT … ON CONFLICT DO UPDATE
// locks it on PostgreSQL; PGlite runs one transaction at a time), so slots are handed out one by one
// across every server process: the MAX_WRONG_CODES-th slot starts the lockout before its code is
// compared, and every later request is refused with 429 without being compared.

export type AttemptChannel = "email" | "sms";

/** A taken slot: handed back when the code was right, kept (a wrong code) otherwise. */
export interface AttemptSlot {
  key: string;
  lockKey: string;
  /** This slot started the lockout (it was the last one allowed). */
  startedLockout: boolean;
}

const attemptKey = (channel: AttemptChannel, fanOid: string) => `verify-attempts:${channel}:${fanOid}`;
/** The lockout row; the name is also what tests and operators look for. */
export const lockKeyOf = (channel: AttemptChannel, fanOid: string) => `verify-lock:${channel}:${fanOid}`;

/** core-journey §8 "Too many attempts", with retry_after in minutes (§4). */
export function tooManyAttempts(seconds: number): HttpError {
  const minutes = minutesToWait(seconds);
  return fanTextError(
    429,
    { key: "verification.tooManyAttempts", values: { count: minutes } },
    { extra: { retry_after: minutes } },
  );
}

/**
 * Takes a slot for one comparison, or throws 429 while the fan is locked out. The attempt row counts
 * the slots taken within WRONG_CODE_WINDOW_SECONDS of the first one (one row per fan and channel, so
 * one lock orders them all); from the MAX_WRONG_CODES-th on, each slot starts a lockout, as the fifth
 * wrong code did before.
 */
export function takeAttemptSlot(db: Database, channel: AttemptChannel, fanOid: string): Promise<AttemptSlot> {
  const key = attemptKey(channel, fanOid);
  const lockKey = lockKeyOf(channel, fanOid);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ count: number }>(
      `INSERT INTO rate_limits (key, window_start, count, expires_at)
       VALUES ($1, 'epoch', 1, now() + make_interval(secs => $2::float8))
       ON CONFLICT (key, window_start) DO UPDATE SET
         count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
         expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at
                           ELSE rate_limits.expires_at END
       RETURNING count`,
      [key, WRONG_CODE_WINDOW_SECONDS],
    );
    // Read under the row lock: lockouts start and end only while it is held.
    const locked = await cooldownRemaining(tx, lockKey);
    if (locked > 0) throw tooManyAttempts(locked); // rolls the count back
    const count = rows[0]?.count ?? 1;
    if (count < MAX_WRONG_CODES) return { key, lockKey, startedLockout: false };
    await startCooldown(tx, lockKey, LOCKOUT_SECONDS);
    return { key, lockKey, startedLockout: true };
  });
}

/** A right code does not count as a wrong one: its slot is handed back, and a lockout it started ends. */
export async function returnAttemptSlot(db: Database, slot: AttemptSlot): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      "UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $1 AND window_start = 'epoch'",
      [slot.key],
    );
    if (slot.startedLockout) await clearCooldown(tx, slot.lockKey);
  });
}

/** Seconds of lockout a wrong code in this slot leaves the fan with; 0 when none. */
export function lockoutAfterWrong(slot: AttemptSlot): number {
  return slot.startedLockout ? LOCKOUT_SECONDS : 0;
}
