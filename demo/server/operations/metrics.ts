import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolStats } from "../../db/database.js";

// GET /metrics (Prometheus text format). One registry per app instance: tests build many apps in one
// process, and prom-client's global registry refuses a metric name registered twice.

export type MessageChannel = "email" | "sms";

/** How many messages wait to be sent, per channel; registered by the message queue when it starts. */
export type QueuedMessagesSource = () => Promise<Partial<Record<MessageChannel, number>>>;

export interface MetricsOptions {
  /** The database's connections (PostgreSQL's pool; PGlite reports its one connection). */
  pool?: () => PoolStats;
  /** Node's process metrics (CPU, memory, event loop): once per process, in main.ts, not per test app. */
  processMetrics?: boolean;
}

export interface Metrics {
  registry: Registry;
  /** Every answered request, by route pattern (never the path: it may hold an oid) and status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** POST /campaign-fan: 201 registered at once, 202 waiting for its verification code. */
  registrations: Counter<"result">;
  /** SQL statements sent to the database (the bench divides them by registrations, issue 18). */
  dbStatements: Counter;
  messagesSent: Counter<"channel" | "kind">;
  /** `parked`: "true" when the queue gave up on the message, "false" when it will retry. */
  messagesFailed: Counter<"channel" | "kind" | "parked">;
  messagesQueued: Gauge<"channel">;
  setQueuedMessagesSource(source: QueuedMessagesSource | undefined): void;
  /** The whole registry in Prometheus text format. */
  text(): Promise<string>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "fan_campaigns_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "fan_campaigns_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const registrations = new Counter({
    name: "fan_campaigns_registrations_total",
    help: "Fan registrations (POST /campaign-fan): registered at once, or pending a verification code",
    labelNames: ["result"] as const,
    registers,
  });
  const dbStatements = new Counter({
    name: "fan_campaigns_db_statements_total",
    help: "SQL statements sent to the database by this process",
    registers,
  });
  const messagesSent = new Counter({
    name: "fan_campaigns_messages_sent_total",
    help: "Emails and text messages handed to the provider",
    labelNames: ["channel", "kind"] as const,
    registers,
  });
  const messagesFailed = new Counter({
    name: "fan_campaigns_messages_failed_total",
    help: "Failed sends; parked=true when the message will not be retried",
    labelNames: ["channel", "kind", "parked"] as const,
    registers,
  });

  // Made before the queue gauge: prom-client collects in this order, and the queue gauge's query would
  // otherwise wait for a connection while this one counts the waiting (a scrape counting itself).
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: "fan_campaigns_db_connections",
      help: "Database connections of this process: total open, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  let queuedSource: QueuedMessagesSource | undefined;
  const messagesQueued = new Gauge({
    name: "fan_campaigns_messages_queued",
    help: "Messages waiting to be sent, by channel",
    labelNames: ["channel"] as const,
    registers,
    async collect() {
      if (!queuedSource) return;
      const queued = await queuedSource();
      for (const channel of ["email", "sms"] as const) this.set({ channel }, queued[channel] ?? 0);
    },
  });

  return {
    registry,
    observeRequest(labels, seconds) {
      const values = { method: labels.method, route: labels.route, status: String(labels.status) };
      requests.inc(values);
      latency.observe(values, seconds);
    },
    registrations,
    dbStatements,
    messagesSent,
    messagesFailed,
    messagesQueued,
    setQueuedMessagesSource(source) {
      queuedSource = source;
    },
    text: () => registry.metrics(),
  };
}
