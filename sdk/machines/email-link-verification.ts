import { defineMachine, type Snapshot } from "./machine.js";
import {
  delegateResend,
  initialResend,
  type ResendEffect,
  type ResendEvent,
  type ResendSnapshot,
} from "./resend.js";

// core-journey §2 email link verification: 'almost there, check your email' with a resend link. The
// fan verifies by opening the emailed link; the screen learns it when the fan reads as verified.

export type EmailLinkState = "waiting" | "verified";

export interface EmailLinkContext {
  readonly resend: ResendSnapshot;
}

export type EmailLinkEvent =
  /** The fan opened the link (e.g. GET /campaign-fan answers the registered fan). */
  { type: "LINK_OPENED" } | ResendEvent;

export type EmailLinkEffect = { type: "verified"; replaceRoute: false } | ResendEffect;

export type EmailLinkSnapshot = Snapshot<EmailLinkState, EmailLinkContext>;

export const initialEmailLink = (): EmailLinkSnapshot => ({
  state: "waiting",
  context: { resend: initialResend("email") },
});

const resend = (context: EmailLinkContext, event: ResendEvent) => {
  const next = delegateResend(context.resend, event);
  return next && { context: { resend: next.resend }, effects: next.effects };
};

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
      RESEND: resend,
      RESEND_ANSWERED: resend,
    },
    verified: {},
  },
});
