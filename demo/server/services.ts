import type { Database } from "../db/database.js";
import { FreshAttempts } from "./accounts/fresh-attempts.js";
import { HttpError } from "./api/validate.js";
import type { AppContext } from "./app-context.js";
import type { ServerConfig } from "./config.js";
import { createMessageDelivery } from "./messaging/message-delivery.js";
import type { MessageQueue } from "./messaging/message-sender.js";
import { createMetrics, type Metrics } from "./operations/metrics.js";
import type { PaymentGateway } from "./payments/payment-gateway.js";
import { connectStripe, createStripeGateway } from "./payments/stripe-gateway.js";
import { createTestGateway, type TestGateway } from "./payments/test-gateway.js";

/** The AppContext with its defaults filled: what the API handlers use. */
export interface Services {
  db: Database;
  config: ServerConfig;
  /** Enqueue a message inside the transaction that causes it; wake the worker after the commit. */
  messages: MessageQueue;
  /** The card processor; Stripe is connected on first use. */
  gateway(): Promise<PaymentGateway>;
  /** Set when payments go through the local test gateway (its confirm route is then served). */
  testGateway: TestGateway | undefined;
  /** Counters of what the handlers do (registrations; messages once the queue reports them). */
  metrics: Metrics;
  /** SERVER_SECRET (or the demo constant). Throws, answered as a logged 500, when production has none. */
  secret(): string;
  /** The attempts this process's account calls have just started, for the fan calls that follow them. */
  freshAttempts: FreshAttempts;
}

export function createServices(context: AppContext): Services {
  const { db, config } = context;
  const secret = () => {
    if (!config.serverSecret) throw new Error("SERVER_SECRET must be set in production");
    return config.serverSecret;
  };
  const testGateway =
    !context.gateway && !config.STRIPE_SECRET_KEY && config.demoMode && config.serverSecret
      ? createTestGateway(db, config.serverSecret)
      : undefined;

  let stripe: Promise<PaymentGateway> | undefined;
  const gateway = async (): Promise<PaymentGateway> => {
    if (context.gateway) return context.gateway;
    if (testGateway) return testGateway;
    const key = config.STRIPE_SECRET_KEY;
    if (!key) throw new HttpError(503, "Card payments are not configured on this server");
    stripe ??= connectStripe(key)
      .then(createStripeGateway)
      .catch((error: unknown) => {
        stripe = undefined; // try again on the next request
        throw error;
      });
    return stripe;
  };

  const messages =
    context.messages ?? createMessageDelivery({ db, config, ...(context.logger && { log: context.logger }) });
  const metrics = context.metrics ?? createMetrics();
  return { db, config, messages, gateway, testGateway, metrics, secret, freshAttempts: new FreshAttempts() };
}
