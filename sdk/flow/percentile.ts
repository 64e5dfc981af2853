import type { FanStats } from "../api/schemas/fan.js";

/** engagement §4 and §9: the percentile buckets. */
export const PERCENTILE_BUCKETS = [5, 10, 20, 30, 40, 50] as const;

export type PercentileBucket =
  | { kind: "top"; percent: (typeof PERCENTILE_BUCKETS)[number] }
  | { kind: "bottom"; percent: 50 };

export interface PercentileHeading {
  bucket: PercentileBucket;
  /** 'You're in ...' ends with an exclamation mark when the inverted percentile is 50 or more. */
  exclaim: boolean;
}

/** engagement §4: the bucket from 100 minus invertedPercentilePlace; undefined while the server has no percentile. */
export function percentileHeading(
  stats: Pick<FanStats, "invertedPercentilePlace">,
): PercentileHeading | undefined {
  const inverted = stats.invertedPercentilePlace;
  if (inverted === undefined) return undefined;
  const place = 100 - inverted;
  const top = PERCENTILE_BUCKETS.find((percent) => place <= percent);
  return {
    bucket: top === undefined ? { kind: "bottom", percent: 50 } : { kind: "top", percent: top },
    exclaim: inverted >= 50,
  };
}

/**
 * The profile card's slider (engagement §9 "slider starts after 500 ms"): how far up the field the fan
 * stands, 0 at the bottom to 100 at the top (the inverted percentile); undefined without a percentile.
 */
export function standingPercent(stats: Pick<FanStats, "invertedPercentilePlace">): number | undefined {
  const inverted = stats.invertedPercentilePlace;
  return inverted === undefined ? undefined : Math.min(100, Math.max(0, Math.round(inverted)));
}
