import type { Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type PrometheusContentType, type Registry } from "prom-client";
import { z } from "zod/mini";

// WORKERS > 1: a scrape reaches whichever process the connection lands on, so a worker asks the primary,
// which gathers every worker's registry (prom-client's AggregatorRegistry: counters and histograms
// summed, gauges summed) and answers with the whole cluster's text.

const REQUEST = "fan-campaigns:metrics?";
const ANSWER = "fan-campaigns:metrics";
const ANSWER_TIMEOUT_MS = 5_000;

const RequestSchema = z.object({ type: z.literal(REQUEST), id: z.string() });
const AnswerSchema = z.object({
  type: z.literal(ANSWER),
  id: z.string(),
  text: z.optional(z.string()),
  error: z.optional(z.string()),
});

/** In a worker: the cluster's metrics, as the primary gathered them. */
export function clusterMetricsText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    const onMessage = (message: unknown) => {
      const answer = AnswerSchema.safeParse(message);
      if (!answer.success || answer.data.id !== id) return;
      done();
      if (answer.data.text !== undefined) resolve(answer.data.text);
      else reject(new Error(`The primary could not gather the metrics: ${answer.data.error}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("The primary did not answer with the cluster's metrics"));
    }, ANSWER_TIMEOUT_MS);
    process.on("message", onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/** In the primary: answers a worker's requests for the cluster's metrics. */
export function answerMetricsRequests(
  worker: Worker,
  aggregator: AggregatorRegistry<PrometheusContentType>,
): void {
  worker.on("message", (message: unknown) => {
    const request = RequestSchema.safeParse(message);
    if (!request.success) return;
    const { id } = request.data;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id, text }),
      (error: unknown) =>
        worker.isConnected() &&
        worker.send({ type: ANSWER, id, error: String((error as Error)?.message ?? error) }),
    );
  });
}

/** In a worker: lets the primary's aggregator read this process's registry. */
export function shareRegistry(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // prom-client answers the primary's requests only once an AggregatorRegistry exists in the worker.
  new AggregatorRegistry<PrometheusContentType>();
}
