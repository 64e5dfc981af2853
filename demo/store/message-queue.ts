import { z } from "zod/mini";
import type { Queryable } from "../db/database.js";

// The transactional outbox (migration 0008): message_queue and message_attempts. A message is claimed
// under a lease (next_attempt_at moves to the lease's end), so a process that dies while delivering
// leaves it to be claimed again once the lease runs out, and FOR UPDATE SKIP LOCKED keeps two workers
// from claiming the same row.

// webhook: a delivery to a promoter's endpoint (issue 19, webhooks.ts), driven by the same worker.
const CHANNELS = ["email", "sms", "webhook"] as const;
const KINDS = ["verification-code", "magic-link", "receipt", "other", "webhook"] as const;
export const MESSAGE_STATUSES = ["queued", "sent", "parked"] as const;

export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface QueuedMessageInput {
  to: string;
  channel: (typeof CHANNELS)[number];
  kind: (typeof KINDS)[number];
  campaignOid?: string;
  language?: string;
  subject?: string;
  body: string;
  html?: string;
  headers?: Record<string, string>;
  code?: string;
  link?: string;
}

/** Writes a message to deliver, in the caller's transaction. */
export async function insertQueuedMessage(q: Queryable, message: QueuedMessageInput): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO message_queue (channel, kind, to_address, campaign_oid, language, subject, body, html, headers, code, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) RETURNING id`,
    [
      message.channel,
      message.kind,
      message.to,
      message.campaignOid ?? null,
      message.language ?? null,
      message.subject ?? null,
      message.body,
      message.html ?? null,
      message.headers ? JSON.stringify(message.headers) : null,
      message.code ?? null,
      message.link ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("INSERT INTO message_queue returned no id");
  return Number(id);
}

/** A claimed message as stored: parsed, since storage is a boundary. */
const ClaimedRowSchema = z.object({
  id: z.coerce.number(),
  channel: z.enum(CHANNELS),
  kind: z.enum(KINDS),
  to: z.string(),
  campaignOid: z.nullable(z.string()),
  language: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  body: z.string(),
  html: z.nullable(z.string()),
  headers: z.nullable(z.record(z.string(), z.string())),
  code: z.nullable(z.string()),
  link: z.nullable(z.string()),
  /** This claim's attempt number (1 for the first). */
  attempts: z.number(),
  claimedAt: z.date(),
});

export type ClaimedMessage = z.infer<typeof ClaimedRowSchema>;

/** What a worker records for a delivery that died with its process. */
export const ABANDONED_ERROR =
  "the process delivering it stopped before recording the outcome (lease expired)";

/**
 * Claims up to `limit` due messages for `claim` until the lease ends. A message whose earlier claim
 * never finished (its process died) gets an 'abandoned' attempt row in the same statement.
 */
export async function claimDueMessages(
  q: Queryable,
  { claim, leaseMs, limit }: { claim: string; leaseMs: number; limit: number },
): Promise<ClaimedMessage[]> {
  const rows = await q.query(
    `WITH due AS (
       SELECT id, claim AS previous_claim, next_attempt_at AS lease_end FROM message_queue
       WHERE status = 'queued' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE message_queue m SET claim = $1, attempts = m.attempts + 1,
         next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
       FROM due WHERE m.id = due.id
       RETURNING m.id, m.channel, m.kind, m.to_address AS "to", m.campaign_oid AS "campaignOid",
         m.language, m.subject, m.body, m.html, m.headers, m.code, m.link, m.attempts,
         now() AS "claimedAt", due.previous_claim, due.lease_end
     ), abandoned AS (
       INSERT INTO message_attempts (message_id, attempt, started_at, finished_at, outcome, error)
       SELECT id, attempts - 1, lease_end, lease_end, 'abandoned', $4 FROM claimed
       WHERE previous_claim IS NOT NULL
     )
     SELECT * FROM claimed ORDER BY id`,
    [claim, leaseMs, limit, ABANDONED_ERROR],
  );
  return rows.map((row) => ClaimedRowSchema.parse(row));
}

export type DeliveryOutcome =
  | { outcome: "sent"; providerId: string | undefined }
  | { outcome: "failed"; error: string; retryInMs: number }
  | { outcome: "parked"; error: string };

/**
 * Records how a claimed delivery ended, with its attempt row, in one statement: only while the claim is
 * still this worker's (false otherwise). A sent or parked message loses its subject, bodies, code and
 * link; its metadata stays.
 */
export async function finishDelivery(
  q: Queryable,
  message: { id: number; claim: string; startedAt: Date },
  result: DeliveryOutcome,
): Promise<boolean> {
  const error = result.outcome === "sent" ? null : result.error;
  const retryInMs = result.outcome === "failed" ? result.retryInMs : 0;
  const providerId = result.outcome === "sent" ? (result.providerId ?? null) : null;
  const rows = await q.query(
    `WITH finished AS (
       UPDATE message_queue SET
         status = CASE WHEN $3::text = 'failed' THEN 'queued' ELSE $3::text END,
         claim = NULL,
         next_attempt_at = CASE WHEN $3::text = 'failed'
           THEN now() + make_interval(secs => $4::float8 / 1000) ELSE now() END,
         last_error = coalesce($5::text, last_error),
         provider_id = $6::text,
         finished_at = CASE WHEN $3::text = 'failed' THEN NULL ELSE now() END,
         subject = CASE WHEN $3::text = 'failed' THEN subject END,
         body = CASE WHEN $3::text = 'failed' THEN body END,
         html = CASE WHEN $3::text = 'failed' THEN html END,
         headers = CASE WHEN $3::text = 'failed' THEN headers END,
         code = CASE WHEN $3::text = 'failed' THEN code END,
         link = CASE WHEN $3::text = 'failed' THEN link END
       WHERE id = $1 AND claim = $2
       RETURNING id, attempts
     )
     INSERT INTO message_attempts (message_id, attempt, started_at, outcome, error)
     SELECT id, attempts, $7::timestamptz, $3::text, $5::text FROM finished RETURNING id`,
    [message.id, message.claim, result.outcome, retryInMs, error, providerId, message.startedAt],
  );
  return rows.length > 0;
}

/** Milliseconds until the next queued message is due (0 when one is due now), or null when none waits. */
export async function nextDueInMs(q: Queryable): Promise<number | null> {
  // Not greatest(0, …) in SQL: greatest ignores a NULL, so an empty queue answered 0 ("due now") and the
  // idle worker asked again at once, hundreds of times a second.
  const rows = await q.query<{ ms: number | string | null }>(
    `SELECT extract(epoch FROM min(next_attempt_at) - now()) * 1000 AS ms
     FROM message_queue WHERE status = 'queued'`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(Number(ms)));
}

export interface QueueDepth {
  channel: (typeof CHANNELS)[number];
  status: MessageStatus;
  count: number;
}

/** Messages by channel and status: the gauge to watch (parked ones need an operator). */
export async function queueDepth(q: Queryable): Promise<QueueDepth[]> {
  const rows = await q.query<QueueDepth>(
    `SELECT channel, status, count(*)::int AS count FROM message_queue
     GROUP BY channel, status ORDER BY channel, status`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface MessageRecord {
  id: number;
  channel: string;
  kind: string;
  to: string;
  status: MessageStatus;
  attempts: number;
  subject: string | null;
  body: string | null;
  code: string | null;
  link: string | null;
  lastError: string | null;
  providerId: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Every queued, sent or parked message to an address, oldest first (operators and tests). */
export async function listMessagesTo(q: Queryable, to: string): Promise<MessageRecord[]> {
  return q.query<MessageRecord>(
    `SELECT id, channel, kind, to_address AS "to", status, attempts, subject, body, code, link,
       last_error AS "lastError", provider_id AS "providerId", created_at AS "createdAt",
       finished_at AS "finishedAt"
     FROM message_queue WHERE to_address = $1 ORDER BY id`,
    [to],
  );
}

export interface AttemptRecord {
  attempt: number;
  outcome: "sent" | "failed" | "parked" | "abandoned";
  error: string | null;
  startedAt: Date;
  finishedAt: Date;
}

export async function listMessageAttempts(q: Queryable, messageId: number): Promise<AttemptRecord[]> {
  return q.query<AttemptRecord>(
    `SELECT attempt, outcome, error, started_at AS "startedAt", finished_at AS "finishedAt"
     FROM message_attempts WHERE message_id = $1 ORDER BY id`,
    [messageId],
  );
}
