import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.js";
import { pendingMigrations } from "../../db/migrate.js";
import {
  type ClaimedMessage,
  claimDueMessages,
  type DeliveryOutcome,
  finishDelivery,
  nextDueInMs,
} from "../../store/message-queue.js";
import type { Logger } from "../operations/logger.js";
import { isPermanent, PermanentDeliveryError } from "./delivery-error.js";
import type { MessageSender, QueueChannel, QueuedItem, QueueKind } from "./message-sender.js";
import { MessageDeliveryError } from "./redact-secrets.js";
import { retryDelayMs } from "./retry-delay.js";

// One small loop per process over message_queue (issue 17): claim the due messages (several processes
// never claim the same one), hand each to its channel's sender, record the outcome and the attempt.
// Sending happens outside any transaction, so no database connection waits on a provider.

/** How often and how long a failing item is retried. */
export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface DeliverySettings extends RetryPolicy {
  /** A channel's own policy (webhooks retry for over 24 hours, issue 19). */
  channels?: Partial<Record<QueueChannel, RetryPolicy>>;
  pollMs: number;
  leaseMs: number;
  concurrency: number;
}

/** What metrics see of a message: never its address or bodies. */
export interface DeliveryReport {
  id: number;
  channel: QueueChannel;
  kind: QueueKind;
  /** The attempt that ended: 1 for the first. */
  attempt: number;
}

export interface DeliveryObserver {
  delivered(message: DeliveryReport): void;
  /** `error` is the redacted reason; `parked` when no retry follows. */
  failed(message: DeliveryReport, error: string, parked: boolean): void;
}

export interface DeliveryWorker {
  /** Starts the loop (idempotent). */
  start(): void;
  /** Looks for due messages now instead of at the next poll. */
  wake(): void;
  /** Finishes the deliveries in flight, records them, and returns; nothing new is claimed. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Database;
  senders: DeliverySenders;
  settings: DeliverySettings;
  observer?: DeliveryObserver | undefined;
  /** The server's logger: lines carry the message's id, kind and channel, never its address or bodies. */
  log: Logger;
}

/** A sender per channel: people's messages, and promoters' webhooks (issue 19). */
export interface DeliverySenders {
  email: MessageSender;
  sms: MessageSender;
  webhook: MessageSender<QueuedItem>;
}

const MAX_ERROR_LENGTH = 1_000;

/** The longest pause between looks while the database waits for its migrations. */
export const MIGRATION_WAIT_MAX_MS = 15_000;

function sendItem(senders: DeliverySenders, item: QueuedItem): Promise<string | undefined> {
  if (item.channel === "webhook") return senders.webhook.send(item);
  if (item.kind === "webhook")
    throw new PermanentDeliveryError(`a webhook item on the ${item.channel} channel`);
  return senders[item.channel].send({ ...item, channel: item.channel, kind: item.kind });
}

function outgoingOf(m: ClaimedMessage): QueuedItem {
  return {
    to: m.to,
    channel: m.channel,
    kind: m.kind,
    body: m.body,
    ...(m.subject !== null && { subject: m.subject }),
    ...(m.html !== null && { html: m.html }),
    ...(m.headers !== null && { headers: m.headers }),
    ...(m.language !== null && { language: m.language }),
    ...(m.campaignOid !== null && { campaignOid: m.campaignOid }),
    ...(m.code !== null && { code: m.code }),
    ...(m.link !== null && { link: m.link }),
  };
}

/** The failure as it may be stored and logged: no code, link or body (issue 15), no credential. */
export function describeFailure(message: QueuedItem, error: unknown, secrets: readonly string[]): string {
  let text = new MessageDeliveryError(message, error).message;
  for (const secret of secrets) if (secret) text = text.split(secret).join("[redacted]");
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function createDeliveryWorker({
  db,
  senders,
  settings,
  observer,
  log,
}: DeliveryWorkerOptions): DeliveryWorker {
  let running: Promise<void> | undefined;
  let stopping = false;
  let woken = false;
  let interrupt: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const done = () => {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interrupt = done;
    });

  /** Records the outcome; a database hiccup here must not lose a delivery that happened. */
  async function finish(m: ClaimedMessage, claim: string, outcome: DeliveryOutcome): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await finishDelivery(db, { id: m.id, claim, startedAt: m.claimedAt }, outcome))) {
          log.warn(
            { messageId: m.id },
            "delivery: the lease ran out during the attempt; another worker has it",
          );
        }
        return;
      } catch (error) {
        if (attempt >= 3) {
          log.error(
            { messageId: m.id, err: error },
            `delivery: could not record the ${outcome.outcome} attempt`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function deliver(m: ClaimedMessage, claim: string): Promise<void> {
    const report: DeliveryReport = { id: m.id, channel: m.channel, kind: m.kind, attempt: m.attempts };
    const sender = senders[m.channel];
    const message = outgoingOf(m);
    const policy = settings.channels?.[m.channel] ?? settings;
    if (m.attempts > policy.maxAttempts) {
      // Its earlier attempts died with their processes: do not try a message that may be the cause.
      const error = `gave up after ${policy.maxAttempts} attempts`;
      await finish(m, claim, { outcome: "parked", error });
      observer?.failed(report, error, true);
      return;
    }
    let outcome: DeliveryOutcome;
    try {
      const providerId = await sendItem(senders, message);
      outcome = { outcome: "sent", providerId };
    } catch (error) {
      const reason = describeFailure(message, error, sender.secrets ?? []);
      const park = isPermanent(error) || m.attempts >= policy.maxAttempts;
      outcome = park
        ? { outcome: "parked", error: reason }
        : {
            outcome: "failed",
            error: reason,
            retryInMs: retryDelayMs(m.attempts, { baseMs: policy.retryBaseMs, maxMs: policy.retryMaxMs }),
          };
      log.error(
        { messageId: m.id, kind: m.kind, channel: m.channel, attempt: m.attempts, parked: park },
        `delivery: ${reason}${park ? " (parked, not retried)" : ""}`,
      );
    }
    await finish(m, claim, outcome);
    if (outcome.outcome === "sent") observer?.delivered(report);
    else observer?.failed(report, outcome.error, outcome.outcome === "parked");
  }

  /**
   * MIGRATE_ON_START=0 on a database not migrated yet is a supported state (readyz answers 503 until
   * `npm run migrate`): one warning, then looks at schema_migrations (not at the missing queue, which
   * would put an error in PostgreSQL's log each time) with a growing pause, and back to work once applied.
   */
  async function awaitMigrations(pending: string[]): Promise<void> {
    log.warn(
      { pending },
      "delivery: waiting for the database migrations (npm run migrate); messages are delivered once they are applied",
    );
    let wait = settings.pollMs;
    while (!stopping) {
      woken = false;
      await pause(wait);
      wait = Math.min(wait * 2, Math.max(MIGRATION_WAIT_MAX_MS, settings.pollMs));
      const still = await pendingMigrations(db).catch(() => pending);
      if (still.length === 0) {
        log.info("delivery: the migrations are applied; delivering");
        return;
      }
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false;
      const claim = randomUUID();
      let claimed: ClaimedMessage[] = [];
      try {
        claimed = await claimDueMessages(db, {
          claim,
          leaseMs: settings.leaseMs,
          limit: settings.concurrency,
        });
      } catch (error) {
        if (stopping) return;
        // A database that answers but lacks the schema is waiting for `npm run migrate`, not failing.
        const pending = await pendingMigrations(db).catch(() => []);
        if (pending.length > 0) {
          await awaitMigrations(pending);
          continue;
        }
        log.error({ err: error }, "delivery: could not claim messages");
        await pause(settings.pollMs);
        continue;
      }
      if (claimed.length > 0) {
        // An observer's fault must not stop the loop: the outcome is already recorded.
        await Promise.all(
          claimed.map((m) =>
            deliver(m, claim).catch((error: unknown) =>
              log.error({ messageId: m.id, err: error }, "delivery"),
            ),
          ),
        );
        continue;
      }
      const due = await nextDueInMs(db).catch(() => null);
      await pause(Math.min(settings.pollMs, due ?? settings.pollMs));
    }
  }

  return {
    start() {
      stopping = false;
      running ??= loop().finally(() => {
        running = undefined;
      });
    },
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await running;
    },
  };
}
