import type { DeliverySettings } from "../messaging/delivery-worker.js";

/** A delivery worker's settings for tests: short retries, and the poll interval the test watches. */
export const quickDeliverySettings = (pollMs: number): DeliverySettings => ({
  maxAttempts: 3,
  retryBaseMs: 20,
  retryMaxMs: 80,
  pollMs,
  leaseMs: 30_000,
  concurrency: 4,
});
