import nodemailer, { type NodemailerError } from "nodemailer";
import { PermanentDeliveryError } from "./delivery-error.js";
import type { MessageSender } from "./message-sender.js";
import { plainTextToHtml } from "./plain-text-html.js";

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The From header: an address, or "Name <address>". */
  from: string;
}

/** Well under the worker's lease, so a stalled server fails the attempt before the lease runs out. */
const TIMEOUT_MS = 30_000;

function passwordOf(url: string): string[] {
  const password = decodeURIComponent(new URL(url).password);
  return password ? [password, encodeURIComponent(password)] : [];
}

/**
 * Email through SMTP (nodemailer, pooled connections). A 5xx rejection of the message is permanent.
 * The pool opens on the first message and again after `close`, so a stopped worker can start again.
 */
export function createSmtpSender({ url, from }: SmtpSettings): MessageSender {
  let pool: ReturnType<typeof nodemailer.createTransport> | undefined;
  const transportOf = () => {
    pool ??= nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 4,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    return pool;
  };
  return {
    secrets: passwordOf(url),
    async send(message) {
      try {
        const info = await transportOf().sendMail({
          from,
          to: message.to,
          subject: message.subject ?? "",
          text: message.body,
          html: message.html ?? plainTextToHtml(message.body),
          ...(message.headers && { headers: message.headers }),
        });
        return info.messageId;
      } catch (error) {
        // nodemailer sets `permanent` from the SMTP reply (5xx but 503); connection faults carry none.
        if ((error as NodemailerError).permanent === true) {
          throw new PermanentDeliveryError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
    async close() {
      pool?.close();
      pool = undefined;
    },
  };
}
