import type { Database, Queryable } from "../../db/database.js";
import { insertQueuedMessage } from "../../store/message-queue.js";
import { insertOutboxMessage } from "../../store/outbox.js";
import type { ServerConfig } from "../config.js";
import { createLogger, type Logger } from "../operations/logger.js";
import { createWebhookSender } from "../webhooks/webhook-sender.js";
import { PermanentDeliveryError } from "./delivery-error.js";
import { createDeliveryWorker, type DeliveryObserver } from "./delivery-worker.js";
import type { MessageChannel, MessageQueue, MessageSender } from "./message-sender.js";
import { createSmtpSender } from "./smtp-sender.js";
import { createTwilioSender } from "./twilio-sender.js";

// Where a message goes (issue 17, CONTRACT.md "Dev outbox"): a channel with a provider is queued for the
// worker (demo mode keeps a copy in the dev outbox); in demo mode a channel without one goes to the dev
// outbox, synchronously in the request's transaction, as before; in production it is queued and parked
// with the reason, and the start logs a warning.

export interface MessageDelivery extends MessageQueue {
  /** Starts this process's worker and logs which channels cannot deliver. */
  start(): void;
  /** Finishes the deliveries in flight and closes the providers' connections. */
  stop(): Promise<void>;
}

export interface MessageDeliveryOptions {
  db: Database;
  config: ServerConfig;
  /** Providers by channel, instead of the configured ones (tests). */
  senders?: Partial<Record<MessageChannel, MessageSender>>;
  /** Metrics. */
  observer?: DeliveryObserver;
  /** The server's logger. Default: JSON lines on stdout at LOG_LEVEL. */
  log?: Logger;
}

export const NOT_CONFIGURED: Record<MessageChannel, string> = {
  email: "email delivery is not configured: set SMTP_URL and MAIL_FROM",
  sms: "text-message delivery is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
};

function configuredSenders(
  config: ServerConfig,
  given: MessageDeliveryOptions["senders"] = {},
): Partial<Record<MessageChannel, MessageSender>> {
  const email = given.email ?? (config.smtp && createSmtpSender(config.smtp));
  const sms = given.sms ?? (config.twilio && createTwilioSender(config.twilio));
  return { ...(email && { email }), ...(sms && { sms }) };
}

const notConfigured = (channel: MessageChannel): MessageSender => ({
  async send() {
    throw new PermanentDeliveryError(NOT_CONFIGURED[channel]);
  },
});

export function createMessageDelivery({
  db,
  config,
  senders,
  observer,
  log = createLogger(config.LOG_LEVEL),
}: MessageDeliveryOptions): MessageDelivery {
  const providers = configuredSenders(config, senders);
  const worker = createDeliveryWorker({
    db,
    senders: {
      email: providers.email ?? notConfigured("email"),
      sms: providers.sms ?? notConfigured("sms"),
      webhook: createWebhookSender(db, !config.demoMode),
    },
    settings: {
      channels: {
        webhook: {
          maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
          retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
          retryMaxMs: config.WEBHOOK_RETRY_MAX_MS,
        },
      },
      maxAttempts: config.MESSAGE_MAX_ATTEMPTS,
      retryBaseMs: config.MESSAGE_RETRY_BASE_MS,
      retryMaxMs: config.MESSAGE_RETRY_MAX_MS,
      pollMs: config.MESSAGE_POLL_MS,
      leaseMs: config.MESSAGE_LEASE_MS,
      concurrency: config.MESSAGE_CONCURRENCY,
    },
    observer,
    log,
  });
  return {
    async enqueue(tx: Queryable, message) {
      const queued = providers[message.channel] !== undefined || !config.demoMode;
      if (config.demoMode) await insertOutboxMessage(tx, message);
      if (queued) await insertQueuedMessage(tx, message);
    },
    wake: () => worker.wake(),
    start() {
      if (!config.demoMode) {
        for (const channel of ["email", "sms"] as const) {
          if (!providers[channel])
            log.warn(`delivery: ${NOT_CONFIGURED[channel]}; such messages are parked.`);
        }
      }
      worker.start();
    },
    async stop() {
      await worker.stop();
      await Promise.all(Object.values(providers).map((sender) => sender.close?.()));
    },
  };
}
