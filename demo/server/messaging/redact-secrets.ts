import type { QueuedItem } from "./message-sender.js";

// issue 15: codes and magic links never appear in logs. A provider's error may quote what it was asked
// to send (the body, the link); the attempt rows and the worker's log lines must not carry them.

const REDACTED = "[redacted]";

/** The secrets of a message, as they may appear in a provider's text: raw and URL-encoded. */
function secretsOf(message: Pick<QueuedItem, "html" | "body" | "link" | "code">): string[] {
  const secrets = [message.html, message.body, message.link, message.code].filter(
    (value): value is string => typeof value === "string" && value.length > 0,
  );
  if (message.link) {
    for (const value of new URL(message.link).searchParams.values()) secrets.push(value);
    // As the HTML part writes it.
    secrets.push(message.link.replaceAll("&", "&amp;"));
  }
  const encoded = secrets.map(encodeURIComponent);
  // Longest first, so the HTML and the body are removed whole before its code is looked for.
  return [...new Set([...secrets, ...encoded])].sort((a, b) => b.length - a.length);
}

export function redactMessageSecrets(
  text: string,
  message: Pick<QueuedItem, "html" | "body" | "link" | "code">,
): string {
  let redacted = text;
  for (const secret of secretsOf(message)) redacted = redacted.split(secret).join(REDACTED);
  return redacted;
}

/** A failed delivery, described without the message's code, link or body (nor the provider's stack). */
export class MessageDeliveryError extends Error {
  constructor(message: QueuedItem, error: unknown) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    super(
      `Could not send the ${message.kind} ${message.channel} message: ${redactMessageSecrets(reason, message)}`,
    );
    this.name = "MessageDeliveryError";
  }
}
