import type { Queryable } from "../db/database.js";

export interface OutboxMessageInput {
  to: string;
  channel: "email" | "sms";
  kind: "verification-code" | "magic-link" | "receipt" | "other";
  code?: string;
  link?: string;
  subject?: string;
  body: string;
}

/** Keeps a message the demo server would have sent (read by GET /__dev/outbox). */
export async function insertOutboxMessage(q: Queryable, message: OutboxMessageInput): Promise<void> {
  await q.query(
    `INSERT INTO outbox (to_address, channel, kind, code, link, subject, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.to,
      message.channel,
      message.kind,
      message.code ?? null,
      message.link ?? null,
      message.subject ?? null,
      message.body,
    ],
  );
}
