/**
 * How long to wait before attempt `attempt + 1` after `attempt` failed: exponential from `baseMs`,
 * capped at `maxMs`, with "equal jitter" (half fixed, half random) so the messages of one outage do not
 * all come back at the same instant, while none retries sooner than half its step.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
