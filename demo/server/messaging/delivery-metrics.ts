import type { Queryable } from "../../db/database.js";
import { queueDepth } from "../../store/message-queue.js";
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
    for (const row of await queueDepth(db)) {
      if (row.status === "queued" && (row.channel === "email" || row.channel === "sms"))
        waiting[row.channel] = (waiting[row.channel] ?? 0) + row.count;
    }
    return waiting;
  };
}
