import type { CallAnswer } from "../api/answer-call.js";
import type { createCampaignAccount, createCampaignFan } from "../api/calls/registration.js";
import type { RegistrationType } from "../api/schemas/campaign-registrations.js";
import type { EmailStatus, ValidationType } from "../api/schemas/verification.js";
import { validateEmail } from "../validation/email.js";
import type { FormValues } from "../validation/register-form.js";
import type { ValidationError } from "../validation/validation-error.js";
import { type Feedback, serverResultOf, serverTextOr } from "./feedback.js";
import { defineMachine, type Outcome, type Snapshot } from "./machine.js";
import { type MagicLinkAnswer, statusCodeOf } from "./magic-link-answer.js";

// core-journey §4 "Registration step": the register screen's sub-views in order (registrationType,
// email, form, verification, update-email), the email check with its livestream gatekeeper branch,
// and the form submit (account first, then fan). The verification sub-views run their own machines
// and report back with VERIFIED, CHANGE_DETAILS and EDIT_EMAIL.

export type RegistrationState =
  | "registrationType"
  | "email"
  | "email-requesting-link"
  | "email-exists"
  | "form"
  | "creating-account"
  | "creating-fan"
  | "verification"
  | "update-email"
  | "magic-link"
  | "complete";

/** Facts about the campaign and the visitor that steer the journey (registrationOptionsFor). */
export interface RegistrationOptions {
  /** A livestream whose viewing is gated: the email check first requests a magic link. */
  readonly livestreamGatekeeper: boolean;
  readonly isLiveNow: boolean;
  readonly paymentRequired: boolean;
  /** The gatekeeper session is not validated yet. */
  readonly needsGatekeeperValidation: boolean;
  /** Opt-in: subscribe the fan to email and SMS once registered. */
  readonly autoOptIn: boolean;
  /** The type puts its button in the form (opt-in, rsvp) instead of the bottom action bar. */
  readonly buttonInForm: boolean;
  /** The email field's label, for its validation messages. */
  readonly emailFieldName: string;
}

export interface RegistrationContext {
  readonly options: RegistrationOptions;
  readonly registrationType?: RegistrationType;
  readonly hasActionBar: boolean;
  readonly emailAddress?: string;
  readonly emailStatus?: EmailStatus;
  readonly emailChecked: boolean;
  readonly emailError?: ValidationError;
  readonly emailExists: boolean;
  readonly gatekeeperEmail?: string;
  readonly verificationRequired: boolean;
  readonly validationType?: ValidationType;
  readonly error?: Feedback;
  /** The form values of the submit in progress (the fan packet is built from them after the account). */
  readonly submittedValues?: FormValues;
}

export type RegistrationEvent =
  | { type: "METHOD_SELECTED"; method: RegistrationType }
  /** The email-check field lost focus: validated on blur (core-journey §5), the step stays. */
  | { type: "EMAIL_BLURRED"; emailAddress: string }
  | { type: "EMAIL_SUBMITTED"; emailAddress: string }
  /** The fan whose address already exists chooses another one (back to the email check). */
  | { type: "CHANGE_EMAIL" }
  /**
   * The gatekeeper session's status became known (sdk/machines/gatekeeper-session.ts): whether the
   * fan still needs a magic link once registered.
   */
  | { type: "GATEKEEPER_CHECKED"; needsValidation: boolean }
  /** The answer of POST /campaign-fan/{campaignOid}/email-session-link (the gatekeeper branch). */
  | { type: "MAGIC_LINK_ANSWERED"; answer: MagicLinkAnswer }
  | { type: "FORM_SUBMITTED"; values: FormValues }
  /** The answer of POST /campaign-account. */
  | { type: "ACCOUNT_ANSWERED"; answer: CallAnswer<typeof createCampaignAccount> }
  /** The answer of POST /campaign-fan; a 202 names the verification. */
  | { type: "FAN_ANSWERED"; answer: CallAnswer<typeof createCampaignFan> }
  /** A verification machine succeeded. */
  | { type: "VERIFIED"; replaceRoute: boolean }
  /** This page was opened by the emailed link and its code was accepted: registration is done. */
  | { type: "LINK_VERIFIED"; emailAddress: string }
  /** The text-message change link. */
  | { type: "CHANGE_DETAILS" }
  | { type: "EDIT_EMAIL" }
  | { type: "EMAIL_UPDATED"; emailAddress: string }
  | { type: "CANCEL_UPDATE" };

export type RegistrationEffect =
  | { type: "requestMagicLink"; emailAddress: string }
  | { type: "emailExists"; emailAddress: string }
  /** Copies values into the form (the register-form machine's PREFILL). */
  | { type: "prefillForm"; values: FormValues }
  | { type: "createAccount"; registrationType: RegistrationType; values: FormValues }
  | { type: "createFan"; registrationType: RegistrationType; values: FormValues }
  /** A developer log line (console), never shown to the fan. */
  | { type: "log"; message: string }
  /** A snackbar. */
  | { type: "notify"; message: Feedback }
  | { type: "autoOptIn" }
  | { type: "goToNextStep"; replaceRoute: boolean }
  | { type: "goToMagicLink"; gatekeeperEmail?: string }
  /**
   * Keeps the gatekeeper email for the magic-link step (session storage, shared by the elements);
   * `sendLink`: the fan just registered with it, so that step sends the link without a second tap.
   */
  | { type: "keepGatekeeperEmail"; emailAddress: string; sendLink: boolean };

export type RegistrationSnapshot = Snapshot<RegistrationState, RegistrationContext>;
type RegistrationOutcome = Outcome<RegistrationState, RegistrationContext, RegistrationEffect>;

/** The valid email moves on to the form: status valid, checked, copied into the form values. */
const emailAccepted = (emailAddress: string, effects: RegistrationEffect[] = []): RegistrationOutcome => ({
  target: "form",
  context: { emailAddress, emailStatus: "valid", emailChecked: true, emailError: undefined },
  effects: [...effects, { type: "prefillForm", values: { emailAddress } }],
});

function checkEmail(context: RegistrationContext, typed: string): RegistrationOutcome {
  const emailAddress = typed.trim();
  const emailError = validateEmail(emailAddress, { fieldName: context.options.emailFieldName });
  if (emailError) return { context: { emailStatus: "invalid", emailError, emailChecked: false } };
  if (context.options.livestreamGatekeeper) {
    return {
      target: "email-requesting-link",
      context: { emailAddress, emailError: undefined },
      effects: [{ type: "requestMagicLink", emailAddress }],
    };
  }
  return emailAccepted(emailAddress);
}

/** core-journey §5 "Checked on blur": the message shows (or clears) and the step stays. */
function blurEmail(context: RegistrationContext, typed: string): RegistrationOutcome {
  const emailError = validateEmail(typed.trim(), { fieldName: context.options.emailFieldName });
  // Valid here is not yet "checked": that is the submit's (and the gatekeeper's) to say.
  return { context: { emailError, ...(emailError && { emailStatus: "invalid" as const }) } };
}

/**
 * Registration done (201, or verified): the optional automatic opt-in, then a live livestream that
 * needs no payment but a gatekeeper validation goes to magic-link; otherwise the next step, with the
 * gatekeeper email set when payment is required.
 */
function finish(context: RegistrationContext, replaceRoute: boolean): RegistrationOutcome {
  const { options, emailAddress } = context;
  const optIn: RegistrationEffect[] = options.autoOptIn ? [{ type: "autoOptIn" }] : [];
  const gatekeeperEmail = emailAddress ? { gatekeeperEmail: emailAddress } : {};
  // The magic-link step (now, or after payment) offers this address rather than an empty field.
  const keep: RegistrationEffect[] = emailAddress
    ? [{ type: "keepGatekeeperEmail", emailAddress, sendLink: true }]
    : [];
  if (
    options.livestreamGatekeeper &&
    options.isLiveNow &&
    !options.paymentRequired &&
    options.needsGatekeeperValidation
  ) {
    return {
      target: "magic-link",
      context: { ...gatekeeperEmail, verificationRequired: false, error: undefined },
      effects: [...optIn, ...keep, { type: "goToMagicLink", ...gatekeeperEmail }],
    };
  }
  return {
    target: "complete",
    context: {
      ...(options.paymentRequired && gatekeeperEmail),
      verificationRequired: false,
      error: undefined,
    },
    effects: [...optIn, ...(options.paymentRequired ? keep : []), { type: "goToNextStep", replaceRoute }],
  };
}

/** The link's page replaces its route: back must not reopen a used link (like a text code). */
const linkVerified = (context: RegistrationContext, emailAddress: string): RegistrationOutcome => {
  const done = finish({ ...context, emailAddress }, true);
  return { ...done, context: { emailAddress, ...done.context } };
};

/** core-journey §8: a failed submit returns to the form with a snackbar. */
const failed = (error: Feedback, log?: string): RegistrationOutcome => ({
  target: "form",
  context: { error },
  effects: [...(log ? [{ type: "log" as const, message: log }] : []), { type: "notify", message: error }],
});

/**
 * core-journey §8: a 409 carries the server's own reason in `result` (an address or mobile number
 * already registered, registrations ended); the catalogue's email wording is only the fallback.
 */
const conflict = (result: string | undefined): RegistrationOutcome =>
  failed(serverTextOr(result, { key: "registration.alreadyRegistered" }));

/** Accepted until registration is done: the session check answers whenever it answers. */
const gatekeeperChecked = {
  GATEKEEPER_CHECKED: (
    { options }: RegistrationContext,
    { needsValidation }: { needsValidation: boolean },
  ): RegistrationOutcome => ({
    context: { options: { ...options, needsGatekeeperValidation: needsValidation } },
  }),
};

export const registrationMachine = defineMachine<
  RegistrationState,
  RegistrationEvent,
  RegistrationContext,
  RegistrationEffect
>({
  id: "registration",
  states: {
    registrationType: {
      ...gatekeeperChecked,
      LINK_VERIFIED: (context, { emailAddress }) => linkVerified(context, emailAddress),
      // Selecting a method sets the type, the email step and the action bar. Deviation (docs/elements.md):
      // a mobile number has no email to check, so it goes straight to the form.
      METHOD_SELECTED: (_, { method }) => ({
        target: method === "mobile" ? "form" : "email",
        context: { registrationType: method, hasActionBar: true },
      }),
    },
    email: {
      ...gatekeeperChecked,
      LINK_VERIFIED: (context, { emailAddress }) => linkVerified(context, emailAddress),
      EMAIL_BLURRED: (context, { emailAddress }) => blurEmail(context, emailAddress),
      EMAIL_SUBMITTED: (context, { emailAddress }) => checkEmail(context, emailAddress),
    },
    "email-requesting-link": {
      ...gatekeeperChecked,
      // 201: the address is registered and a magic link is on its way. Any other answer is logged
      // and registration continues (core-journey §4).
      MAGIC_LINK_ANSWERED: ({ emailAddress = "" }, { answer }) =>
        answer.status === 201
          ? {
              target: "email-exists",
              context: { gatekeeperEmail: emailAddress, emailExists: true },
              effects: [
                // The link is on its way already: the magic-link step must not send another.
                { type: "keepGatekeeperEmail", emailAddress, sendLink: false },
                { type: "emailExists", emailAddress },
              ],
            }
          : emailAccepted(emailAddress, [
              {
                type: "log",
                message: `Magic-link request during registration answered ${statusCodeOf(answer)}`,
              },
            ]),
    },
    // The magic link is on its way ('check your inbox'); the fan may still register another address.
    "email-exists": {
      ...gatekeeperChecked,
      CHANGE_EMAIL: () => ({
        target: "email",
        context: { emailExists: false, emailStatus: undefined, emailChecked: false, emailError: undefined },
      }),
    },
    form: {
      ...gatekeeperChecked,
      LINK_VERIFIED: (context, { emailAddress }) => linkVerified(context, emailAddress),
      FORM_SUBMITTED: (context, { values }) => {
        const registrationType = context.registrationType ?? "email";
        return {
          target: "creating-account",
          context: {
            error: undefined,
            submittedValues: values,
            ...(values.emailAddress && { emailAddress: values.emailAddress.trim() }),
          },
          effects: [{ type: "createAccount", registrationType, values }],
        };
      },
    },
    "creating-account": {
      ...gatekeeperChecked,
      ACCOUNT_ANSWERED: (context, { answer }) => {
        if (answer.status === 201) {
          const registrationType = context.registrationType ?? "email";
          const values = context.submittedValues ?? {};
          return { target: "creating-fan", effects: [{ type: "createFan", registrationType, values }] };
        }
        if (answer.status === 409) return conflict(answer.data.result);
        return failed({ key: "registration.submitFailed" }, "Failed to create user");
      },
    },
    "creating-fan": {
      ...gatekeeperChecked,
      FAN_ANSWERED: (context, { answer }) => {
        if (answer.status === 201) return finish(context, false);
        if (answer.status === 202) {
          const { validationType } = answer.data;
          return { target: "verification", context: { verificationRequired: true, validationType } };
        }
        if (answer.status === 401) return failed({ key: "registration.fanAccountMissing" });
        if (answer.status === 409) return conflict(answer.data.result);
        return failed(serverTextOr(serverResultOf(answer), { key: "registration.submitFailed" }));
      },
    },
    verification: {
      ...gatekeeperChecked,
      VERIFIED: (context, { replaceRoute }) => finish(context, replaceRoute),
      LINK_VERIFIED: (context, { emailAddress }) => linkVerified(context, emailAddress),
      CHANGE_DETAILS: () => ({ target: "form", context: { verificationRequired: false } }),
      EDIT_EMAIL: "update-email",
    },
    "update-email": {
      ...gatekeeperChecked,
      EMAIL_UPDATED: (_, { emailAddress }) => ({
        target: "verification",
        context: { emailAddress },
        effects: [{ type: "prefillForm", values: { emailAddress } }],
      }),
      CANCEL_UPDATE: "verification",
    },
    "magic-link": {},
    complete: {},
  },
});
