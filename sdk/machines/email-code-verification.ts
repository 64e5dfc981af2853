import type { CallAnswer } from "../api/answer-call.js";
import type { verifyFanEmail } from "../api/calls/registration.js";
import type { Message } from "../validation/message.js";
import { canSendEmailCode, emailCodeToSend } from "../validation/verification-code.js";
import { type CodeEntryContext, type CodeEntryEvent, typeCode } from "./code-entry.js";
import {
  type CountdownEffect,
  type LockoutContext,
  lockedBy,
  startCountdown,
  tick,
  unlocked,
} from "./code-lockout.js";
import { defineMachine, type Snapshot } from "./machine.js";
import { initialResend, type ResendEffect, resendHandlers } from "./resend.js";

// core-journey §4 "Email code verification": a 6-character code (send enabled only then, sent upper-
// cased), a resend link and a change-email link. A 429 locks the form for the server's retry_after
// minutes (2 without it) with a countdown ticking every second (code-lockout.ts). Issue 20: while
// locked the lockout is the one message (the invalid code's snackbar and a resend's note go), and the
// code field, send and resend wait for the countdown's end, which gives them all back.

export type EmailCodeState = "entering" | "sending" | "locked" | "validated" | "editing-email";

export interface EmailCodeContext extends CodeEntryContext, LockoutContext {}

export type EmailCodeEvent =
  | CodeEntryEvent
  | { type: "SEND" }
  /** The answer of POST /fan-email-verify; a 429 may carry retry_after (minutes). */
  | { type: "ANSWERED"; answer: CallAnswer<typeof verifyFanEmail> }
  /** One second of the countdown passed. */
  | { type: "TICK" }
  /** The fan edits the email address: registration goes to update-email. */
  | { type: "EDIT_EMAIL" };

export type EmailCodeEffect =
  | { type: "verifyEmailCode"; shortCode: string }
  /** Registration goes on (the registration machine's VERIFIED: auto opt-in, then the next step). */
  | { type: "verified"; replaceRoute: false }
  /** A snackbar (core-journey §8: the invalid email code shows as a snackbar). */
  | { type: "notify"; message: Message }
  /** The snackbar goes: what it said is stale (the lockout replaces it). */
  | { type: "dismissNotify" }
  | CountdownEffect
  | { type: "editEmail" }
  | ResendEffect;

export type EmailCodeSnapshot = Snapshot<EmailCodeState, EmailCodeContext>;

export const initialEmailCode = (): EmailCodeSnapshot => ({
  state: "entering",
  context: {
    code: "",
    validationCodeError: false,
    ...unlocked,
    verificationSuccessful: false,
    resend: initialResend("email"),
  },
});

// Resend first clears the error flags, the code's included.
const { RESEND: resend, RESEND_ANSWERED: resendAnswer } = resendHandlers({ validationCodeError: false });

function answered(_: EmailCodeContext, { answer }: { answer: CallAnswer<typeof verifyFanEmail> }) {
  if (answer.status === 201) {
    return {
      target: "validated" as const,
      context: { verificationSuccessful: true },
      effects: [{ type: "verified" as const, replaceRoute: false as const }],
    };
  }
  if (answer.status === 429) {
    return {
      target: "locked" as const,
      context: { ...lockedBy(answer.data), validationCodeError: false, resend: initialResend("email") },
      effects: [{ type: "dismissNotify" as const }, startCountdown],
    };
  }
  return {
    target: "entering" as const,
    context: { validationCodeError: true },
    effects: [{ type: "notify" as const, message: { key: "validation.invalidCode" } as const }],
  };
}

export const emailCodeMachine = defineMachine<
  EmailCodeState,
  EmailCodeEvent,
  EmailCodeContext,
  EmailCodeEffect
>({
  id: "email-code-verification",
  states: {
    entering: {
      CODE_CHANGED: typeCode,
      SEND: ({ code }) =>
        canSendEmailCode(code)
          ? { target: "sending", effects: [{ type: "verifyEmailCode", shortCode: emailCodeToSend(code) }] }
          : undefined,
      EDIT_EMAIL: () => ({ target: "editing-email", effects: [{ type: "editEmail" }] }),
      RESEND: resend,
      RESEND_ANSWERED: resendAnswer,
    },
    sending: {
      ANSWERED: answered,
      RESEND_ANSWERED: resendAnswer,
    },
    // Typing, sending and resending wait for the countdown's end (a resend already on its way lands).
    locked: {
      TICK: tick,
      EDIT_EMAIL: () => ({
        target: "editing-email",
        context: unlocked,
        effects: [{ type: "stopCountdown" }, { type: "editEmail" }],
      }),
      RESEND_ANSWERED: resendAnswer,
    },
    validated: {},
    "editing-email": {},
  },
});

/** core-journey §5: the send button is enabled only at exactly 6 characters, and not while locked. */
export const canSend = (snapshot: EmailCodeSnapshot): boolean =>
  snapshot.state === "entering" && canSendEmailCode(snapshot.context.code);
