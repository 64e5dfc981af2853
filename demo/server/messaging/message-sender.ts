import type { Queryable } from "../../db/database.js";

// Every email and text message the server sends (issue 17). A request never talks to a provider: it
// enqueues the message with `s.messages.enqueue(tx, message)` in the transaction that issues its code,
// link or receipt, so the message exists exactly when what caused it does. The delivery worker
// (delivery-worker.ts) then hands it to the channel's `MessageSender` (SMTP, Twilio), with retries.
// In demo mode a channel without a provider goes to the dev outbox instead (CONTRACT.md).

export type MessageChannel = "email" | "sms";

/** What the message is for: the dev outbox filters on it, a provider may pick a template from it. */
export type MessageKind = "verification-code" | "magic-link" | "receipt" | "other";

export interface OutgoingMessage {
  /** An email address (lower case), or a mobile number in E.164 such as +61412345678. */
  to: string;
  channel: MessageChannel;
  kind: MessageKind;
  /** Email only. */
  subject?: string;
  /** The plain-text message, complete: it already contains the code and the link. */
  body: string;
  /** Email only: the HTML part (the plain text is always sent too). */
  html?: string;
  /** Email only: extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The language the texts are in (a catalogue tag such as en-us). */
  language?: string;
  /** The campaign the message is about, when there is one. */
  campaignOid?: string;
  /** The verification code in the body, for providers with code templates (and the dev outbox). */
  code?: string;
  /** The link in the body. */
  link?: string;
}

/** What the queue carries: messages to people, and (issue 19) webhook deliveries to promoters' servers. */
export type QueueChannel = MessageChannel | "webhook";
export type QueueKind = MessageKind | "webhook";

/** A claimed queue item as the worker hands it to its channel's sender. */
export type QueuedItem = Omit<OutgoingMessage, "channel" | "kind"> & {
  channel: QueueChannel;
  kind: QueueKind;
};

/** A provider adapter: delivers one message or throws (delivery-error.ts says whether to retry). */
export interface MessageSender<M = OutgoingMessage> {
  /** Resolves with the provider's id for the message (Twilio's sid, the SMTP message id), if any. */
  send(message: M): Promise<string | undefined>;
  /** Values its errors must never be logged with (passwords, tokens). */
  readonly secrets?: readonly string[];
  /** Releases pooled connections. */
  close?(): Promise<void>;
}

/** What a request uses: the message is written in its transaction and delivered after the commit. */
export interface MessageQueue {
  enqueue(tx: Queryable, message: OutgoingMessage): Promise<void>;
  /** Call after the commit of a transaction that enqueued: this process delivers at once. */
  wake(): void;
}
