import type { CallAnswer } from "../api/answer-call.js";
import type { verifyFanEmail } from "../api/calls/registration.js";
import type { Message } from "../validation/message.js";
import { codeWaitMinutes } from "./code-entry.js";
import { defineMachine, type Snapshot } from "./machine.js";
import {
  initialResend,
  type ResendEffect,
  type ResendEvent,
  type ResendSnapshot,
  resendHandlers,
} from "./resend.js";

// core-journey §2 email link verification: 'almost there, check your email' with a resend link. The
// fan verifies by opening the emailed link; the screen learns it when the fan reads as verified.
// The page the link opens sends its address and code to POST /fan-email-verify: 201 confirms (a
// success view with a continue prompt, as for a text code), anything else fails with the email
// code's messages (core-journey §8) and the fan is back on the register screen.
// A link opened on another device signs that device in, not this one (issue 15): this screen then
// learns that its registration no longer waits and says where it was confirmed ("elsewhere").

export type EmailLinkState = "waiting" | "checking" | "confirmed" | "failed" | "verified" | "elsewhere";

export interface EmailLinkContext {
  readonly resend: ResendSnapshot;
}

export type EmailLinkEvent =
  /** The fan opened the link (e.g. GET /campaign-fan answers the registered fan). */
  | { type: "LINK_OPENED" }
  /** The registration no longer waits, and this device is not signed in: the link was opened elsewhere. */
  | { type: "CONFIRMED_ELSEWHERE" }
  /** This page was opened by the link: check its address and code. */
  | { type: "LINK_FOLLOWED"; emailAddress: string; shortCode: string }
  /** The answer of POST /fan-email-verify; a 429 may carry retry_after (minutes). */
  | { type: "ANSWERED"; answer: CallAnswer<typeof verifyFanEmail> }
  /** The fan continues from the success view. */
  | { type: "CONTINUE" }
  | ResendEvent;

export type EmailLinkEffect =
  | { type: "verified"; replaceRoute: boolean }
  /** This device's token has ended: forget it. */
  | { type: "signedOut" }
  | { type: "verifyEmailLink"; emailAddress: string; shortCode: string }
  /** A snackbar: the link's code was wrong, used up or locked. */
  | { type: "notify"; message: Message }
  | ResendEffect;

export type EmailLinkSnapshot = Snapshot<EmailLinkState, EmailLinkContext>;

export const initialEmailLink = (): EmailLinkSnapshot => ({
  state: "waiting",
  context: { resend: initialResend("email") },
});

const { RESEND: resend, RESEND_ANSWERED: resendAnswer } = resendHandlers({});

export const emailLinkMachine = defineMachine<
  EmailLinkState,
  EmailLinkEvent,
  EmailLinkContext,
  EmailLinkEffect
>({
  id: "email-link-verification",
  states: {
    waiting: {
      LINK_OPENED: () => ({ target: "verified", effects: [{ type: "verified", replaceRoute: false }] }),
      CONFIRMED_ELSEWHERE: () => ({ target: "elsewhere", effects: [{ type: "signedOut" }] }),
      LINK_FOLLOWED: (_, { emailAddress, shortCode }) => ({
        target: "checking",
        effects: [{ type: "verifyEmailLink", emailAddress, shortCode }],
      }),
      RESEND: resend,
      RESEND_ANSWERED: resendAnswer,
    },
    checking: {
      ANSWERED: (_, { answer }) => {
        if (answer.status === 201) return { target: "confirmed" };
        const message: Message =
          answer.status === 429
            ? { key: "verification.tooManyAttempts", values: { count: codeWaitMinutes(answer.data) } }
            : { key: "validation.invalidCode" };
        return { target: "failed", effects: [{ type: "notify", message }] };
      },
    },
    // The route is replaced: going back must not open the used link's page again.
    confirmed: {
      CONTINUE: () => ({ target: "verified", effects: [{ type: "verified", replaceRoute: true }] }),
    },
    failed: {},
    verified: {},
    elsewhere: {},
  },
});
