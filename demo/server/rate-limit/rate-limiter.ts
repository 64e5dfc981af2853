import type { Queryable } from "../../db/database.js";
import { countLimitSql, type LimitCount, windowStartSql } from "../../store/limit-hit.js";

// Limits and cooldowns live in the rate_limits table, so every server process sharing one database
// enforces the same ones (issue 3). Counters use fixed windows aligned on the database clock; a cooldown
// is a single row (window_start = epoch) whose expires_at says when it ends.

export interface WindowLimit {
  /** What is counted, e.g. `sms-resend:{fanOid}`. */
  key: string;
  /** Events allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface LimitResult {
  /** False once the count passed the limit. */
  allowed: boolean;
  count: number;
  /** Until the window ends. */
  retryAfterSeconds: number;
}

const COOLDOWN_WINDOW = "epoch";
/** Expired rows are removed now and then by the requests themselves (no background job to run). */
const SWEEP_PROBABILITY = 0.01;

const windowStart = windowStartSql("$2");

/** Removes expired rows, on about one call in a hundred. */
export async function sweepNowAndThen(q: Queryable): Promise<void> {
  if (Math.random() < SWEEP_PROBABILITY) await q.query("DELETE FROM rate_limits WHERE expires_at < now()");
}

/** Counts one event and says whether it is within the limit. */
export async function hitLimit(
  q: Queryable,
  { key, limit, windowSeconds }: WindowLimit,
): Promise<LimitResult> {
  await sweepNowAndThen(q);
  const rows = await q.query<{ count: number; retry: number }>(countLimitSql("$1", "$2"), [
    key,
    windowSeconds,
  ]);
  return limitResult({ count: rows[0]?.count ?? 1, retrySeconds: rows[0]?.retry ?? 0 }, limit);
}

/** A count made by a call's own statement (store/limit-hit.ts), judged against its limit. */
export const limitResult = (counted: LimitCount, limit: number): LimitResult => {
  const count = counted.count ?? 0;
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(0, counted.retrySeconds ?? 0) };
};

/** The current window's count, without counting. */
export async function peekLimit(
  q: Queryable,
  { key, limit, windowSeconds }: WindowLimit,
): Promise<LimitResult> {
  const rows = await q.query<{ count: number; retry: number }>(
    `SELECT count, extract(epoch FROM expires_at - now())::float8 AS retry FROM rate_limits
     WHERE key = $1 AND window_start = ${windowStart}`,
    [key, windowSeconds],
  );
  const count = rows[0]?.count ?? 0;
  return { allowed: count < limit, count, retryAfterSeconds: Math.max(0, rows[0]?.retry ?? 0) };
}

/**
 * Starts a cooldown unless one is running. Atomic: of several processes racing, exactly one starts it.
 * Returns 0 when it started, otherwise the seconds left of the running one.
 */
export async function startCooldown(q: Queryable, key: string, seconds: number): Promise<number> {
  const started = await q.query(
    `INSERT INTO rate_limits (key, window_start, count, expires_at)
     VALUES ($1, '${COOLDOWN_WINDOW}', 1, now() + make_interval(secs => $2::float8))
     ON CONFLICT (key, window_start) DO UPDATE SET count = 1, expires_at = excluded.expires_at
       WHERE rate_limits.expires_at <= now()
     RETURNING key`,
    [key, seconds],
  );
  if (started.length > 0) return 0;
  return cooldownRemaining(q, key);
}

/** Seconds left of a running cooldown; 0 when none runs. */
export async function cooldownRemaining(q: Queryable, key: string): Promise<number> {
  const rows = await q.query<{ remaining: number }>(
    `SELECT extract(epoch FROM expires_at - now())::float8 AS remaining FROM rate_limits
     WHERE key = $1 AND window_start = '${COOLDOWN_WINDOW}' AND expires_at > now()`,
    [key],
  );
  return Math.max(0, rows[0]?.remaining ?? 0);
}

/** Ends a cooldown early (e.g. a lockout once the fan verified). */
export async function clearCooldown(q: Queryable, key: string): Promise<void> {
  await q.query(`DELETE FROM rate_limits WHERE key = $1 AND window_start = '${COOLDOWN_WINDOW}'`, [key]);
}

/** Whole minutes to wait, at least 1: what 429 answers carry as retry_after (core-journey §4). */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
