// A per-address counter of rate_limits (server/rate-limit/rate-limiter.ts) as SQL a call's own statement can
// carry (issue 18): counting it there instead of in a statement of its own saves a round trip, and a
// wake-up of the database, per registration call. Fixed windows aligned on the database clock.

/** What to count: `key` null counts nothing (the request's client is unknown, or it was counted already). */
export interface LimitHit {
  key: string | null;
  windowSeconds: number;
  /** Events allowed per window: a statement that counts past it writes nothing else. */
  limit: number;
}

/** What the statement counted: `count` null when it counted nothing. */
export interface LimitCount {
  count: number | null;
  retrySeconds: number | null;
}

export const NO_LIMIT_HIT: LimitHit = { key: null, windowSeconds: 1, limit: 0 };

/** The start of the current window of `window` seconds (a placeholder such as `$2`), on the database clock. */
export const windowStartSql = (window: string) =>
  `to_timestamp(floor(extract(epoch FROM now())::float8 / ${window}::float8) * ${window}::float8)`;

/**
 * Counts one event for the key in `$key` (none when it is null) in the window of `$window` seconds, returning
 * the window's count and the seconds until it ends (`retry`). A data-modifying statement: alone, or as a CTE.
 */
export const countLimitSql = (key: string, window: string) =>
  `INSERT INTO rate_limits (key, window_start, count, expires_at)
     SELECT ${key}::text, ${windowStartSql(window)}, 1, ${windowStartSql(window)} + make_interval(secs => ${window}::float8)
     WHERE ${key}::text IS NOT NULL
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count, extract(epoch FROM expires_at - now())::float8 AS retry`;

/** A hit's parameters: `countLimitSql`'s two, then the limit. */
export const limitHitValues = (hit: LimitHit) => [hit.key, hit.windowSeconds, hit.limit];
