import type { CallFailure } from "../api/answer-call.js";
import type { Message } from "../validation/message.js";

/**
 * What a machine asks the screen to show: a catalogue message, or a server's own text where the spec
 * shows it as is (core-journey §8: fan creation and update-email failures show the server's result).
 */
export type Feedback = Message | { readonly text: string };

/** The server's text when it sent one, else the catalogue message. */
export const serverTextOr = (text: string | undefined, fallback: Message): Feedback =>
  text && text.trim() !== "" ? { text } : fallback;

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** Any call's answer as machines read it: a declared status with its body, or the one failed case. */
type AnyAnswer = { readonly status: number; readonly data: unknown } | CallFailure;

/**
 * The server's own `result` text of an answer (core-journey §8), a failed call's body included: a 5xx
 * that explains itself is shown as the server worded it.
 */
export function serverResultOf(answer: AnyAnswer): string | undefined {
  const body = answer.status === "failed" ? answer.error.data : answer.data;
  if (typeof body !== "object" || body === null || !("result" in body)) return undefined;
  return typeof body.result === "string" ? body.result : undefined;
}

/** Whether an answer is a success (2xx) rather than a declared error or a failure. */
export const answeredSuccess = (answer: AnyAnswer): boolean =>
  answer.status !== "failed" && isSuccess(answer.status);
