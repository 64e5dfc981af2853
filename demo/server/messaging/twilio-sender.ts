import { z } from "zod/mini";
import { PermanentDeliveryError } from "./delivery-error.js";
import type { MessageSender } from "./message-sender.js";

// Text messages through Twilio's Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json,
// form-encoded, HTTP Basic auth sid:token. The first text provider; another is another adapter with
// the same MessageSender shape.

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a Messaging Service sid (MG…). */
  from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  apiUrl: string;
}

const CreatedSchema = z.object({ sid: z.string(), status: z.string() });
const ErrorSchema = z.object({
  code: z.optional(z.nullable(z.number())),
  message: z.optional(z.string()),
  more_info: z.optional(z.nullable(z.string())),
  status: z.optional(z.number()),
});

/**
 * Errors about the recipient that no retry mends (Twilio's error dictionary): 21211 invalid To,
 * 21214 To cannot be reached, 21217 not a valid number, 21408 region not enabled, 21610 the recipient
 * unsubscribed (replied STOP), 21612 cannot route to it, 21614 not a mobile number.
 */
export const PERMANENT_TWILIO_CODES: ReadonlySet<number> = new Set([
  21211, 21214, 21217, 21408, 21610, 21612, 21614,
]);

const TIMEOUT_MS = 30_000;

export function createTwilioSender(settings: TwilioSettings): MessageSender {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  const sender = settings.from.startsWith("MG") ? "MessagingServiceSid" : "From";
  return {
    secrets: [settings.authToken],
    async send(message) {
      const form = new URLSearchParams({ To: message.to, [sender]: settings.from, Body: message.body });
      // A network failure or timeout rejects here: the worker retries it.
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const created = CreatedSchema.safeParse(answer);
        if (!created.success) throw new Error(`Twilio answered ${response.status} without a message sid`);
        return created.data.sid;
      }
      const failure = ErrorSchema.safeParse(answer);
      const code = failure.success ? failure.data.code : undefined;
      const text = `Twilio answered ${response.status}${code ? ` (error ${code})` : ""}: ${
        (failure.success && failure.data.message) || response.statusText
      }`;
      if (typeof code === "number" && PERMANENT_TWILIO_CODES.has(code))
        throw new PermanentDeliveryError(text);
      throw new Error(text); // 429, 5xx, and anything unknown: worth another attempt
    },
  };
}
