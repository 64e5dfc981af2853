import type { CallAnswer } from "../api/answer-call.js";
import type { resendVerification } from "../api/calls/registration.js";
import { answeredSuccess, type Feedback } from "./feedback.js";
import { defineMachine, type Snapshot, transition } from "./machine.js";

// core-journey §4 resend: a resend first clears the flags, then sets resentVerificationSuccessfully on
// success or hasResendError when the server answers with an error. The flags are derived from one
// state (resendFlags); the verification machines embed this snapshot and delegate to it.

export type ResendState = "idle" | "sending" | "sent" | "failed";
export type VerificationChannel = "sms" | "email";

export interface ResendContext {
  readonly channel: VerificationChannel;
  readonly error?: Feedback;
}

export type ResendEvent =
  | { type: "RESEND" }
  /** The answer of POST /campaign/{campaignOid}/verify-resend. */
  | { type: "RESEND_ANSWERED"; answer: CallAnswer<typeof resendVerification> };
/** POST /campaign/{campaignOid}/verify-resend with this verificationType. */
export type ResendEffect = { type: "resendVerification"; verificationType: VerificationChannel };
export type ResendSnapshot = Snapshot<ResendState, ResendContext>;

const send = (context: ResendContext) => ({
  target: "sending" as const,
  context: { error: undefined },
  effects: [{ type: "resendVerification" as const, verificationType: context.channel }],
});

/** core-journey §8: a text resend over the limit (429), other text failures, email failures. */
function resendError(channel: VerificationChannel, status: number | "failed"): Feedback {
  if (channel === "email") return { key: "verification.emailResendFailed" };
  return status === 429 ? { key: "verification.maxTextsResent" } : { key: "verification.textResendFailed" };
}

export const resendMachine = defineMachine<ResendState, ResendEvent, ResendContext, ResendEffect>({
  id: "resend",
  states: {
    idle: { RESEND: send },
    // A second click while one resend is on its way sends nothing more.
    sending: {
      RESEND_ANSWERED: (context, { answer }) =>
        answeredSuccess(answer)
          ? { target: "sent" }
          : { target: "failed", context: { error: resendError(context.channel, answer.status) } },
    },
    sent: { RESEND: send },
    failed: { RESEND: send },
  },
});

export const initialResend = (channel: VerificationChannel): ResendSnapshot => ({
  state: "idle",
  context: { channel },
});

/** core-journey §3 verification flags, from the resend state. */
export const resendFlags = (snapshot: ResendSnapshot) => ({
  hasResendError: snapshot.state === "failed",
  resentVerificationSuccessfully: snapshot.state === "sent",
});

/** Runs a resend event inside a verification machine: the new resend snapshot and its effects. */
export function delegateResend(
  resend: ResendSnapshot,
  event: ResendEvent,
): { resend: ResendSnapshot; effects: readonly ResendEffect[] } | undefined {
  const next = transition(resendMachine, resend, event);
  return next.changed
    ? { resend: { state: next.state, context: next.context }, effects: next.effects }
    : undefined;
}

/**
 * The resend link inside a verification machine (text code, email code, email link): RESEND and its
 * answer run on the embedded resend snapshot; a new resend also applies `onResend` (clearing the code's
 * error where the view shows one).
 */
export function resendHandlers<Clears extends object>(onResend: Clears) {
  return {
    RESEND: (context: { readonly resend: ResendSnapshot }, event: ResendEvent) => {
      const next = delegateResend(context.resend, event);
      return next && { context: { ...onResend, resend: next.resend }, effects: next.effects };
    },
    RESEND_ANSWERED: (context: { readonly resend: ResendSnapshot }, event: ResendEvent) => {
      const next = delegateResend(context.resend, event);
      return next && { context: { resend: next.resend } };
    },
  };
}
