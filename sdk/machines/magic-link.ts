import { validateMagicLinkEmail } from "../validation/email.js";
import type { Message } from "../validation/message.js";
import type { ValidationError } from "../validation/validation-error.js";
import { defineMachine, type Outcome, type Snapshot } from "./machine.js";
import { linkFailedKey, type MagicLinkAnswer } from "./magic-link-answer.js";
import { MAGIC_LINK_COOLDOWN_MS } from "./magic-link-cooldown.js";

// core-journey §4 "Magic-link request": enter an email, or see 'check your inbox' with a resend link.
// Issue 20: a fan who just registered in this journey is told so, and the link goes to the address they
// gave without a second tap (the same request, so the cooldown and the server's limits hold).

export { MAGIC_LINK_COOLDOWN_MS, type MagicLinkAnswer };

export type MagicLinkState = "idle" | "sending" | "sent" | "unknown-email" | "please-wait" | "failed";

export interface MagicLinkContext {
  readonly emailAddress: string;
  /** The email field's label, for its validation messages. */
  readonly fieldName: string;
  readonly emailError?: ValidationError;
  readonly gatekeeperEmail?: string;
  /** Epoch milliseconds until which no request reaches the server. */
  readonly cooldownUntil: number;
  readonly cooldownMs: number;
  /** What the screen shows for the current state. */
  readonly message?: Message;
  /** The fan just registered with this address in this journey ('You're registered'). */
  readonly justRegistered?: boolean;
}

export type MagicLinkEvent =
  | { type: "EMAIL_CHANGED"; emailAddress: string }
  /** Request a link (also the resend link); `now` is the current epoch milliseconds. */
  | { type: "REQUEST"; now: number }
  /** What POST /campaign-fan/{campaignOid}/email-session-link answered, each status with its body. */
  | { type: "ANSWERED"; answer: MagicLinkAnswer; now: number }
  /** 401's offer: register with the new email. */
  | { type: "REGISTER_NEW_EMAIL" }
  /** The fan just registered with this address: the link is requested for it at once. */
  | { type: "REGISTERED"; emailAddress: string; now: number };

export type MagicLinkEffect =
  | { type: "requestMagicLink"; emailAddress: string }
  /** A snackbar. */
  | { type: "notify"; message: Message }
  | { type: "goToRegister"; emailAddress: string };

export type MagicLinkSnapshot = Snapshot<MagicLinkState, MagicLinkContext>;
type MagicLinkOutcome = Outcome<MagicLinkState, MagicLinkContext, MagicLinkEffect>;

export const initialMagicLink = (
  fieldName: string,
  emailAddress = "",
  cooldownMs = MAGIC_LINK_COOLDOWN_MS,
): MagicLinkSnapshot => ({
  state: "idle",
  context: { emailAddress, fieldName, cooldownUntil: 0, cooldownMs },
});

const pleaseWait: Message = { key: "magicLink.pleaseWait" };

/**
 * A request is blocked with a warning while one is in progress (the sending state accepts none) or a
 * cooldown is active; during the cooldown the client answers 429 itself, without calling the server.
 */
function request(context: MagicLinkContext, now: number): MagicLinkOutcome {
  if (now < context.cooldownUntil) return blocked(context);
  const emailError = validateMagicLinkEmail(context.emailAddress, context.fieldName);
  if (emailError) return { context: { emailError } };
  const emailAddress = context.emailAddress.trim();
  return {
    target: "sending",
    context: { emailAddress, emailError: undefined, message: undefined },
    effects: [{ type: "requestMagicLink", emailAddress }],
  };
}

/**
 * One warning, where the fan is: after a link was sent to this address ('check your inbox' with its resend
 * link) the screen stays and the warning is a snackbar, so the fan still sees that a link is on its way;
 * on the form it is the form's own message.
 */
function blocked(context: MagicLinkContext): MagicLinkOutcome {
  if (context.gatekeeperEmail !== undefined && context.gatekeeperEmail === context.emailAddress.trim()) {
    return { target: "sent", effects: [{ type: "notify", message: pleaseWait }] };
  }
  return { target: "please-wait", context: { message: pleaseWait } };
}

function answered(context: MagicLinkContext, answer: MagicLinkAnswer, now: number): MagicLinkOutcome {
  switch (answer.status) {
    case 201: {
      const notice: Message = { key: "magicLink.newLinkSoon" };
      return {
        target: "sent",
        context: {
          gatekeeperEmail: context.emailAddress,
          cooldownUntil: now + context.cooldownMs,
          message: { key: "magicLink.checkInbox" },
        },
        effects: [{ type: "notify", message: notice }],
      };
    }
    case 401:
      return { target: "unknown-email", context: { message: { key: "magicLink.notRegistered" } } };
    case 429:
      return blocked(context);
    default:
      return { target: "failed", context: { message: { key: linkFailedKey(answer) } } };
  }
}

const typed = (_: MagicLinkContext, { emailAddress }: { emailAddress: string }): MagicLinkOutcome => ({
  target: "idle",
  context: { emailAddress, emailError: undefined, message: undefined },
});

const requestAgain = (context: MagicLinkContext, { now }: { now: number }) => request(context, now);

export const magicLinkMachine = defineMachine<
  MagicLinkState,
  MagicLinkEvent,
  MagicLinkContext,
  MagicLinkEffect
>({
  id: "magic-link",
  states: {
    idle: {
      EMAIL_CHANGED: typed,
      REQUEST: requestAgain,
      REGISTERED: (context, { emailAddress, now }) => {
        const outcome = request({ ...context, emailAddress }, now);
        return { ...outcome, context: { emailAddress, justRegistered: true, ...outcome.context } };
      },
    },
    sending: {
      ANSWERED: (context, { answer, now }) => answered(context, answer, now),
      REQUEST: () => ({ effects: [{ type: "notify", message: pleaseWait }] }),
    },
    sent: { EMAIL_CHANGED: typed, REQUEST: requestAgain },
    "unknown-email": {
      EMAIL_CHANGED: typed,
      REQUEST: requestAgain,
      REGISTER_NEW_EMAIL: ({ emailAddress }) => ({ effects: [{ type: "goToRegister", emailAddress }] }),
    },
    "please-wait": { EMAIL_CHANGED: typed, REQUEST: requestAgain },
    failed: { EMAIL_CHANGED: typed, REQUEST: requestAgain },
  },
});
