import type { CallAnswer } from "../api/answer-call.js";
import type { requestMagicLink } from "../api/calls/gatekeeper.js";

// The answers of a magic-link request as the magic-link machine and <campaign-stream> both read them
// (apart from the machine so the stream element does not carry it and its email validation).

/** Every answer of POST /campaign-fan/{campaignOid}/email-session-link, or why there was none. */
export type MagicLinkAnswer = CallAnswer<typeof requestMagicLink>;

/** The HTTP status an answer reports in an `error` event: the declared one, or the failure's. */
export const statusCodeOf = (answer: MagicLinkAnswer): number =>
  answer.status === "failed" ? answer.error.statusCode : answer.status;

/**
 * core-journey §8 for a request that sent no link: a server failure (or no answer) could not generate
 * the link; a refusal could not create a new one.
 */
export function linkFailedKey(
  answer: MagicLinkAnswer,
): "magicLink.generateFailed" | "magicLink.createFailed" {
  const code = statusCodeOf(answer);
  return code === 0 || code >= 500 ? "magicLink.generateFailed" : "magicLink.createFailed";
}
