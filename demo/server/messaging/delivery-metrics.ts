import type { Queryable } from "../../db/database.js";
import { pendingMigrations } from "../../db/migrate.js";
import { type QueueDepth, queueDepth } from "../../store/message-queue.js";
import type { Metrics, QueuedMessagesSource } from "../operations/metrics.js";
import type { DeliveryObserver } from "./delivery-worker.js";

// The delivery worker's outcomes and the queue's depth as the metrics of GET /metrics.

export function metricsObserver(metrics: Metrics): DeliveryObserver {
  return {
    delivered: ({ channel, kind }) => metrics.messagesSent.inc({ channel, kind }),
    failed: ({ channel, kind }, _error, parked) =>
      metrics.messagesFailed.inc({ channel, kind, parked: parked ? "true" : "false" }),
  };
}

/** Messages waiting to be sent (queued, not yet sent or parked), per channel, from the shared table. */
export function queuedMessagesSource(db: Queryable): QueuedMessagesSource {
  return async () => {
    const waiting: Partial<Record<"email" | "sms", number>> = {};
    let depth: QueueDepth[];
    try {
      depth = await queueDepth(db);
    } catch (error) {
      // Before `npm run migrate` (MIGRATE_ON_START=0) there is no queue and nothing waits: /metrics
      // answers rather than failing (and logging an error) on every scrape.
      if ((await pendingMigrations(db).catch(() => [])).length > 0) return waiting;
      throw error;
    }
    for (const row of depth) {
      if (row.status === "queued" && (row.channel === "email" || row.channel === "sms"))
        waiting[row.channel] = (waiting[row.channel] ?? 0) + row.count;
    }
    return waiting;
  };
}
