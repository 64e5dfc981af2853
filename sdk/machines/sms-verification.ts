import type { CallAnswer } from "../api/answer-call.js";
import type { verifySms } from "../api/calls/registration.js";
import { validateTextCode } from "../validation/verification-code.js";
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

// core-journey §4 "Text-message verification": a 5-character code, a resend link, a change link back
// to the form, and a success view 'mobile number confirmed' whose action bar continues to the next
// step by replacing the route. The server locks the fan out after repeated wrong codes (429): as for
// the email code (code-lockout.ts), the code field, send and resend then wait for the countdown's end.

export type SmsVerificationState = "entering" | "verifying" | "locked" | "verified" | "changing";

export interface SmsVerificationContext extends CodeEntryContext, LockoutContext {
  readonly verificationRequired: boolean;
  readonly hasActionBar: boolean;
}

export type SmsVerificationEvent =
  | CodeEntryEvent
  | { type: "SUBMIT" }
  /** The answer of POST /sms-verify; a 429 may carry retry_after (minutes). */
  | { type: "ANSWERED"; answer: CallAnswer<typeof verifySms> }
  /** One second of the lockout's countdown passed. */
  | { type: "TICK" }
  /** The action bar's continue, once verified. */
  | { type: "CONTINUE" }
  /** The change link. */
  | { type: "CHANGE" };

export type SmsVerificationEffect =
  | { type: "verifySms"; shortCode: string }
  /** Registration goes on: the registration machine's VERIFIED, navigating by replacing the route. */
  | { type: "verified"; replaceRoute: true }
  /** Back to the form: the registration machine's CHANGE_DETAILS. */
  | { type: "changeDetails" }
  | CountdownEffect
  | ResendEffect;

export type SmsVerificationSnapshot = Snapshot<SmsVerificationState, SmsVerificationContext>;

export const initialSmsVerification = (): SmsVerificationSnapshot => ({
  state: "entering",
  context: {
    code: "",
    validationCodeError: false,
    verificationSuccessful: false,
    verificationRequired: true,
    hasActionBar: false,
    ...unlocked,
    resend: initialResend("sms"),
  },
});

// Resend first clears the error flags, the code's included.
const { RESEND: resend, RESEND_ANSWERED: resendAnswer } = resendHandlers({ validationCodeError: false });

function answered(_: SmsVerificationContext, { answer }: { answer: CallAnswer<typeof verifySms> }) {
  if (answer.status === 201) {
    return { target: "verified" as const, context: { verificationSuccessful: true, hasActionBar: true } };
  }
  // Even the right code is refused while locked: 'invalid code' would send the fan guessing.
  if (answer.status === 429) {
    return {
      target: "locked" as const,
      context: { ...lockedBy(answer.data), validationCodeError: false, resend: initialResend("sms") },
      effects: [startCountdown],
    };
  }
  return { target: "entering" as const, context: { validationCodeError: true } };
}

const change = {
  target: "changing" as const,
  context: { verificationRequired: false },
  effects: [{ type: "changeDetails" as const }],
};

export const smsVerificationMachine = defineMachine<
  SmsVerificationState,
  SmsVerificationEvent,
  SmsVerificationContext,
  SmsVerificationEffect
>({
  id: "sms-verification",
  states: {
    entering: {
      CODE_CHANGED: typeCode,
      // A wrong or empty code sets validationCodeError without calling the server.
      SUBMIT: ({ code }) =>
        validateTextCode(code)
          ? { context: { validationCodeError: true } }
          : { target: "verifying", effects: [{ type: "verifySms", shortCode: code.trim() }] },
      CHANGE: () => change,
      RESEND: resend,
      RESEND_ANSWERED: resendAnswer,
    },
    verifying: {
      ANSWERED: answered,
      RESEND_ANSWERED: resendAnswer,
    },
    // Typing, sending and resending wait for the countdown's end (a resend already on its way lands).
    locked: {
      TICK: tick,
      CHANGE: () => ({
        target: "changing",
        context: { verificationRequired: false, ...unlocked },
        effects: [{ type: "stopCountdown" }, { type: "changeDetails" }],
      }),
      RESEND_ANSWERED: resendAnswer,
    },
    verified: {
      CONTINUE: () => ({ effects: [{ type: "verified", replaceRoute: true }] }),
    },
    changing: {},
  },
});

/** 'Invalid verification code, please try again' shows inline while the flag is set (core-journey §8). */
export const smsCodeMessage = (snapshot: SmsVerificationSnapshot) =>
  snapshot.context.validationCodeError ? ({ key: "validation.invalidCode" } as const) : undefined;
