// The journey's state machines (core-journey §4, engagement §4) as transition tables with one tiny
// reducer (machine.ts). Pure: effects are described for the element running the machine to perform.

export type {
  AlternativeFormContext,
  AlternativeFormEffect,
  AlternativeFormEvent,
  AlternativeFormSnapshot,
  AlternativeFormState,
} from "./alternative-form.js";
export { alternativeFormMachine, alternativeFormStep, initialAlternativeForm } from "./alternative-form.js";
export type { CountdownEffect, LockoutContext, LockoutTexts } from "./code-lockout.js";
export { COUNTDOWN_INTERVAL_MS, lockoutTexts } from "./code-lockout.js";
export type {
  EmailCodeContext,
  EmailCodeEffect,
  EmailCodeEvent,
  EmailCodeSnapshot,
  EmailCodeState,
} from "./email-code-verification.js";
export { canSend, emailCodeMachine, initialEmailCode } from "./email-code-verification.js";
export type {
  EmailLinkContext,
  EmailLinkEffect,
  EmailLinkEvent,
  EmailLinkSnapshot,
  EmailLinkState,
} from "./email-link-verification.js";
export { emailLinkMachine, initialEmailLink } from "./email-link-verification.js";
export type { ExitIntentEffect, ExitIntentEvent, ExitIntentSkip, ExitIntentSnapshot } from "./exit-intent.js";
export {
  EXIT_INTENT_DELAY_MS,
  exitIntentDelay,
  exitIntentMachine,
  initialExitIntent,
  skipsExitIntent,
} from "./exit-intent.js";
export type { Feedback } from "./feedback.js";
export type {
  GatekeeperSessionContext,
  GatekeeperSessionEffect,
  GatekeeperSessionEvent,
  GatekeeperSessionSnapshot,
} from "./gatekeeper-session.js";
export {
  gatekeeperSessionMachine,
  initialGatekeeperSession,
  SESSION_REVALIDATE_MS,
} from "./gatekeeper-session.js";
export type {
  LiveCheckContext,
  LiveCheckEffect,
  LiveCheckEvent,
  LiveCheckSnapshot,
  LiveCheckState,
} from "./live-check.js";
export { initialLiveCheck, isLiveNow, liveCheckMachine, MAX_TIMER_MS } from "./live-check.js";
export type {
  Handler,
  Machine,
  MachineEvent,
  Outcome,
  Snapshot,
  Transition,
  TransitionTable,
} from "./machine.js";
export { accepts, defineMachine, replay, transition } from "./machine.js";
export type {
  MagicLinkAnswer,
  MagicLinkContext,
  MagicLinkEffect,
  MagicLinkEvent,
  MagicLinkSnapshot,
  MagicLinkState,
} from "./magic-link.js";
export { initialMagicLink, MAGIC_LINK_COOLDOWN_MS, magicLinkMachine } from "./magic-link.js";
export type {
  MessengerOptInEffect,
  MessengerOptInEvent,
  MessengerOptInSnapshot,
  MessengerOptInState,
} from "./messenger-opt-in.js";
export { initialMessengerOptIn, messengerCheckbox, messengerOptInMachine } from "./messenger-opt-in.js";
export type { RegisterFormEffect, RegisterFormEvent, RegisterFormSnapshot } from "./register-form.js";
export { initialRegisterForm, registerFormMachine } from "./register-form.js";
export type {
  RegistrationContext,
  RegistrationEffect,
  RegistrationEvent,
  RegistrationOptions,
  RegistrationSnapshot,
  RegistrationState,
} from "./registration.js";
export { registrationMachine } from "./registration.js";
export type { RegistrationFacts, RegistrationStart } from "./registration-start.js";
export { registrationOptionsFor, skipsRegistrationOptions, startRegistration } from "./registration-start.js";
export type {
  ResendContext,
  ResendEffect,
  ResendEvent,
  ResendSnapshot,
  ResendState,
  VerificationChannel,
} from "./resend.js";
export { initialResend, resendFlags, resendMachine } from "./resend.js";
export type {
  SmsVerificationContext,
  SmsVerificationEffect,
  SmsVerificationEvent,
  SmsVerificationSnapshot,
  SmsVerificationState,
} from "./sms-verification.js";
export { initialSmsVerification, smsCodeMessage, smsVerificationMachine } from "./sms-verification.js";
export type {
  StreamPlayerContext,
  StreamPlayerEffect,
  StreamPlayerEvent,
  StreamPlayerSnapshot,
  StreamPlayerState,
} from "./stream-player.js";
export {
  initialStreamPlayer,
  STREAM_MAX_RETRIES,
  STREAM_RETRY_MS,
  STREAM_REVEAL_MS,
  streamPlayerMachine,
} from "./stream-player.js";
export type {
  UpdateEmailContext,
  UpdateEmailEffect,
  UpdateEmailEvent,
  UpdateEmailSnapshot,
  UpdateEmailState,
} from "./update-email.js";
export { initialUpdateEmail, updateEmailMachine } from "./update-email.js";
