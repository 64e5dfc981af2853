import type { Database } from "../db/database.js";
import type { ServerConfig } from "./config.js";
import type { MessageQueue } from "./messaging/message-sender.js";
import type { Logger } from "./operations/logger.js";
import type { Metrics } from "./operations/metrics.js";
import type { PaymentGateway } from "./payments/payment-gateway.js";

/** What every handler may use. Handlers are stateless: all state is in the database. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /**
   * Emails and text messages: main.ts passes the MessageDelivery whose worker it runs. Default: one
   * built from the config without a worker (the dev outbox in demo mode; queued messages wait for a
   * worker, in this process or another on the same database).
   */
  messages?: MessageQueue;
  /** Card payments. Default: Stripe when STRIPE_SECRET_KEY is set, else the local test gateway (demo mode). */
  gateway?: PaymentGateway;
  /** Request and error logs. Default: JSON lines on stdout at LOG_LEVEL. */
  logger?: Logger;
  /** GET /metrics. Default: a registry of this app's own (main.ts shares one with the background workers). */
  metrics?: Metrics;
  /** True once shutdown began (main.ts): GET /readyz answers 503. Default: never. */
  draining?: () => boolean;
}
