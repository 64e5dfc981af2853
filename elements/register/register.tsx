import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { RegistrationType } from "../../sdk/api/schemas/campaign-registrations.js";
import type { CustomFieldAnswer } from "../../sdk/api/schemas/form-values.js";
import { type EmailLinkParams, EmailLinkParamsSchema } from "../../sdk/api/schemas/verification.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { registrationStatus } from "../../sdk/fan/registration-status.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { registerFormElements } from "../../sdk/flow/register-form-elements.js";
import { nextStep, progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import { initialMessengerOptIn, messengerOptInMachine } from "../../sdk/machines/messenger-opt-in.js";
import { initialRegisterForm, registerFormMachine } from "../../sdk/machines/register-form.js";
import { registrationMachine } from "../../sdk/machines/registration.js";
import {
  accountPrefill,
  actionPacketChannelOf,
  knownAccountOf,
  needsGatekeeperValidation,
  registrationOptionsFor,
  skipsRegistrationOptions,
  startRegistration,
} from "../../sdk/machines/registration-start.js";
import { sessionGatekeeperEmail } from "../../sdk/registration/gatekeeper-email.js";
import { localizeFields } from "../../sdk/registration/localize-fields.js";
import { readPendingTargets } from "../../sdk/social/pending-actions.js";
import { validateCustomField } from "../../sdk/validation/custom-field.js";
import {
  customAnswerOf,
  type FormValues,
  validatePredefinedField,
  validateRegisterForm,
} from "../../sdk/validation/register-form.js";
import { type FieldErrors, hasErrors, messageOf } from "../../sdk/validation/validation-error.js";
import { SubmitForm } from "../form/submit-form.js";
import { TextField } from "../form/text-field.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { Snackbar, type SnackbarMessage } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFeedbackText, useMessageText } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CampaignIntro } from "./campaign-intro.js";
import { useDeferWhilePressed } from "./defer-while-pressed.js";
import { registerCalls } from "./register-effects.js";
import { REGISTER_FORM_ID, RegisterFormView } from "./register-form-view.js";
import { type RegisterView, registerViewOf, slideBetween } from "./register-view.js";
import { useGatekeeperStatus } from "./use-gatekeeper-status.js";
import { type KnownAccountState, useKnownAccount } from "./use-known-account.js";

export interface CampaignRegisterProps extends ScreenProps, StepEvents {
  /** A fan's referral code when the visitor came through their link (the hosted site sets it). */
  referralCode?: string;
  /**
   * The address and code of the emailed verification link that opened this page (a property; the
   * hosted site reads them from the URL): checked with POST /fan-email-verify before anything else.
   */
  emailLink?: EmailLinkParams;
}

const EMAIL_FIELD = "emailAddress";

// The verification and update-email views load in the background once the screen shows (see below).
const loadVerificationViews = () => import("./verification-views.js");
const EmailCodeView = lazy(() => loadVerificationViews().then((m) => ({ default: m.EmailCodeView })));
const EmailLinkView = lazy(() => loadVerificationViews().then((m) => ({ default: m.EmailLinkView })));
const EmailLinkOpenedView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.EmailLinkOpenedView })),
);
const SmsVerificationView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.SmsVerificationView })),
);
const UpdateEmailView = lazy(() => loadVerificationViews().then((m) => ({ default: m.UpdateEmailView })));

/** Loads the views after the form while the fan fills it in (when the browser is idle, within 2 s). */
function usePreloadVerificationViews(): void {
  useEffect(() => {
    const load = () => void loadVerificationViews().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 0);
    return () => clearTimeout(id);
  }, []);
}

/** `<campaign-register>`: the whole registration journey of core-journey §4, verification included. */
export function CampaignRegister(props: CampaignRegisterProps) {
  return (
    <ScreenFrame props={props} tag="campaign-register" texts={journeyTexts}>
      {(screen) => <RegisterStart key={screen.campaign.oid} screen={screen} props={props} />}
    </ScreenFrame>
  );
}

/**
 * What the journey's first state is made of (the registration machine starts once, from the first
 * campaign answer): a new campaignData that changes it starts the journey afresh, while other edits
 * (a preview renaming the campaign) keep what the fan typed.
 */
export const journeyKey = (campaign: Campaign): string =>
  JSON.stringify([
    campaign.oid,
    campaign.type,
    campaign.registrations.providers,
    skipsRegistrationOptions(campaign),
    campaign.settings.gatedSessions,
    campaign.settings.payment?.required === true,
    campaign.registrations.fields.some((f) => f.key === "country" && f.enabled),
  ]);

/** Waits for the visitor's account (a known fan starts further on), then starts the journey. */
function RegisterStart({ screen, props }: { screen: ScreenContext; props: CampaignRegisterProps }) {
  const client = getApiClient(props.apiBase);
  const known = useKnownAccount(client, screen.lookup, screen.campaign.oid, props.preview);
  if (known.status === "checking") {
    return (
      <p className="status" role="status">
        {screen.translation.t("common.loading")}
      </p>
    );
  }
  return (
    <RegisterScreen
      key={`${journeyKey(screen.campaign)}${known.account?.oid ?? ""}`}
      screen={screen}
      props={props}
      known={known}
    />
  );
}

function emailFieldName(campaign: Campaign, fallback: string): string {
  return campaign.registrations.fields.find((f) => f.key === EMAIL_FIELD)?.name ?? fallback;
}

function RegisterScreen({
  screen,
  props,
  known,
}: {
  screen: ScreenContext;
  props: CampaignRegisterProps;
  known: Extract<KnownAccountState, { status: "known" }>;
}) {
  const { translation, language } = screen;
  const { t } = translation;
  usePreloadVerificationViews();
  // Default field names show in the UI language (they also name the fields in validation messages).
  const campaign = useMemo(
    () => ({
      ...screen.campaign,
      registrations: {
        ...screen.campaign.registrations,
        fields: localizeFields(screen.campaign.registrations.fields, (key) => t(`fields.${key}`)),
      },
    }),
    [screen.campaign, t],
  );
  const text = useMessageText();
  const feedbackText = useFeedbackText();
  const client = getApiClient(props.apiBase);
  const calls = useMemo(
    () => registerCalls(client, campaign, props.referralCode),
    [client, campaign, props.referralCode],
  );
  const flow = useMemo(() => campaignFlow(campaign), [campaign]);
  const switches = typeSwitches(campaign.type);
  // core-journey §2 per-type switches: opt-in shows the title and description in the form itself.
  const introInForm = switches.titleAndDescriptionInForm;
  const elements = registerFormElements(campaign);
  const emailName = emailFieldName(campaign, t("register.emailLabel"));
  const hasCountryField = campaign.registrations.fields.some((f) => f.key === "country" && f.enabled);

  const [snackbar, setSnackbar] = useState<SnackbarMessage>();
  // Parsed here too: a property set by any host page crosses a boundary.
  const [emailLink, setEmailLink] = useState(() => {
    const parsed = EmailLinkParamsSchema.safeParse(props.emailLink);
    return parsed.success ? parsed.data : undefined;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const fanOid = useRef<string>(undefined);
  const notify = useCallback(
    (feedback: Feedback, tone: SnackbarMessage["tone"] = "error") => {
      // In preview every registration call is refused in the browser (sdk/preview): say so instead.
      const message =
        props.preview && tone === "error" ? t("preview.notAvailable") : (feedbackText(feedback) ?? "");
      setSnackbar({ text: message, tone });
      if (tone === "error") props.onError?.({ campaignOid: campaign.oid, message });
    },
    [feedbackText, props, campaign.oid, t],
  );

  const [form, sendForm] = useMachine(
    registerFormMachine,
    () => initialRegisterForm(hasCountryField, known.account ? accountPrefill(known.account) : {}),
    () => {},
  );
  // engagement §7: names and date of birth a Spotify connect learnt before the fan registered, for the
  // fields still empty. Loaded lazily: this element is at its size budget.
  useEffect(() => {
    import("../../sdk/social/profile-prefill.js").then(({ readProfilePrefill }) =>
      sendForm({ type: "PREFILL", values: readProfilePrefill(campaign.oid, latestValues.current) }),
    );
  }, [campaign.oid, sendForm]);
  const [messenger, sendMessenger] = useMachine(messengerOptInMachine, initialMessengerOptIn, () => {});
  const values = form.context.values;
  // A field showing a message is checked again when its value changes, so the message follows the value:
  // a value that arrives after the blur's check (the phone field reports from an effect, its calling
  // code may still be loading) clears a stale 'required'.
  const shownErrors = useRef<FieldErrors>({});
  const recheck = useRef<(key: string) => void>(() => undefined);
  // Stable, so field effects that report values (the phone field) run only when their input changes.
  const onField = useCallback(
    (key: string, value: string | boolean | null) => {
      const normalised =
        key === "gender" ? (value === "prefer-not-to-say" ? null : value || undefined) : value;
      sendForm({ type: "FIELD_CHANGED", key, value: normalised } as never);
      if (shownErrors.current[key]) recheck.current(key);
    },
    [sendForm],
  );

  const goTo = (to: ReturnType<typeof nextStep>, replace: boolean) => {
    if (to) props.onStepChange?.({ campaignOid: campaign.oid, from: "register", to, replace });
  };

  const [registration, send] = useMachine(
    registrationMachine,
    () =>
      startRegistration({
        providers: campaign.registrations.providers,
        skipOptions: skipsRegistrationOptions(campaign),
        ...(known.account && { knownAccount: knownAccountOf(known.account) }),
        ...withChannel(
          actionPacketChannelOf(readPendingTargets(campaign.oid), campaign.registrations.providers),
        ),
        options: registrationOptionsFor(campaign, {
          isLiveNow: campaign.event?.startDate ? new Date(campaign.event.startDate) <= new Date() : false,
          // Not checked yet: useGatekeeperStatus below reports the session's status when it knows it.
          gatekeeperStatus: "validating",
          emailFieldName: emailName,
        }),
      }),
    (effect, dispatch) => {
      switch (effect.type) {
        case "requestMagicLink":
          calls
            .requestMagicLink(effect.emailAddress)
            .then(({ status }) => dispatch({ type: "MAGIC_LINK_ANSWERED", status }));
          return;
        case "emailExists":
          setSnackbar({ text: t("register.emailExists"), tone: "info" });
          return;
        case "prefillForm":
          sendForm({ type: "PREFILL", values: effect.values });
          return;
        case "createAccount":
          calls
            .createAccount(effect.registrationType, effect.values)
            .then(({ status, result }) =>
              dispatch({ type: "ACCOUNT_ANSWERED", status, ...(result && { result }) }),
            );
          return;
        case "createFan":
          calls.createFan(effect.registrationType, effect.values).then(({ status, data, result }) => {
            const answer = (data ?? {}) as {
              oid?: string;
              validationType?: "mobile-number" | "email-address" | "email-code";
            };
            if (status === 201 || status === 202) {
              fanOid.current = answer.oid;
              props.onRegistered?.({ campaignOid: campaign.oid, fanOid: answer.oid });
            }
            if (status === 201) fanStore.load(client, campaign.oid, true);
            dispatch({
              type: "FAN_ANSWERED",
              status,
              ...(answer.validationType && { validationType: answer.validationType }),
              ...(result && { result }),
            });
          });
          return;
        case "log":
          console.warn(`[campaign-register] ${effect.message}`);
          return;
        case "notify":
          notify(effect.message);
          return;
        case "autoOptIn":
          calls.autoOptIn();
          return;
        case "goToNextStep":
          goTo(nextStep(flow, "register"), effect.replaceRoute);
          return;
        case "goToMagicLink":
          goTo("magic-link", false);
          return;
        case "keepGatekeeperEmail":
          sessionGatekeeperEmail().write(campaign.oid, effect.emailAddress);
          return;
        default:
          return effect satisfies never;
      }
    },
  );

  useGatekeeperStatus(client, campaign, (status) =>
    send({ type: "GATEKEEPER_CHECKED", needsValidation: needsGatekeeperValidation(campaign, status) }),
  );

  // core-journey §2: on a phone each new view slides in from the side it comes from.
  const view = registerViewOf(registration.state);
  const shown = useRef<{ view: RegisterView; slide?: "forward" | "back" | undefined }>({ view });
  if (shown.current.view !== view) shown.current = { view, slide: slideBetween(shown.current.view, view) };

  const onVerified = () => {
    props.onVerified?.({ campaignOid: campaign.oid, fanOid: fanOid.current });
    fanStore.load(client, campaign.oid, true);
  };

  // A blur can follow a change before the change has re-rendered (autofill, a fast Tab): validate the
  // values as of the next render, never the ones this handler was created with.
  const deferWhilePressed = useDeferWhilePressed();
  const latestValues = useRef(form.context.values);
  latestValues.current = form.context.values;
  const validateField = async (key: string) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const values = latestValues.current;
    const predefined = campaign.registrations.fields.find((f) => f.key === key);
    const custom = campaign.registrations.customFields.find((f) => f.key === key);
    const error = predefined
      ? await validatePredefinedField(predefined, values)
      : custom
        ? validateCustomField(custom, customAnswerOf(custom, values.customFields))
        : undefined;
    deferWhilePressed(() =>
      setErrors((current) => {
        const { [key]: _, ...rest } = current;
        return error ? { ...rest, [key]: error } : rest;
      }),
    );
  };
  shownErrors.current = errors;
  recheck.current = (key) => void validateField(key);

  const submitForm = async () => {
    setSnackbar(undefined);
    // Enter trims the field it was pressed in (core-journey §5) just before this submit: read the values
    // after that change, like validateField.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const values = latestValues.current;
    const found = await validateRegisterForm(campaign.registrations, values, {
      agreements: elements.agreements,
      subscriptionPreferences: {
        enabled: elements.subscriptionPreferences,
        messengerConfirmed: messenger.state === "confirmed",
      },
    });
    setErrors(found);
    if (hasErrors(found)) return;
    send({ type: "FORM_SUBMITTED", values });
  };

  const state = registration.state;
  const busy = state === "creating-account" || state === "creating-fan" || state === "email-requesting-link";
  const progress = progressPercent(flow, "register");
  const submitLabel = elements.customCta ?? t("register.submit");
  const formView = state === "form" || state === "creating-account" || state === "creating-fan";
  const actionBar =
    formView && !switches.buttonInForm ? (
      <button type="submit" form={REGISTER_FORM_ID} className="button" disabled={busy} part="submit">
        {busy ? t("register.submitting") : submitLabel}
      </button>
    ) : state === "email" || state === "email-requesting-link" ? (
      <button type="submit" form="email-check" className="button" disabled={busy} part="submit">
        {t("layout.continue")}
      </button>
    ) : undefined;

  let body: React.ReactNode;
  if (emailLink && state !== "complete") {
    body = (
      <EmailLinkOpenedView
        calls={calls}
        link={emailLink}
        onFailed={(message) => {
          notify(message);
          setEmailLink(undefined);
        }}
        onVerified={() => {
          onVerified();
          send({ type: "LINK_VERIFIED", emailAddress: emailLink.emailAddress });
        }}
      />
    );
  } else
    switch (state) {
      case "registrationType":
        body = (
          <section aria-labelledby="choose-method">
            <h2 id="choose-method" className="sub-title">
              {t("register.chooseMethod")}
            </h2>
            <div className="methods">
              {campaign.registrations.providers.map((method: RegistrationType) => (
                <button
                  key={method}
                  type="button"
                  className="button secondary"
                  onClick={() => send({ type: "METHOD_SELECTED", method })}
                >
                  {t(
                    `register.method${method[0]!.toUpperCase()}${method.slice(1)}` as "register.methodEmail",
                  )}
                </button>
              ))}
            </div>
          </section>
        );
        break;
      case "email-exists":
        body = (
          <section aria-labelledby="email-exists">
            <h2 id="email-exists" className="sub-title">
              {t("magicLink.checkInbox")}
            </h2>
            <p className="muted">
              {t("magicLink.sentTo", { email: registration.context.gatekeeperEmail ?? "" })}
            </p>
            <button type="button" className="link-button" onClick={() => send({ type: "CHANGE_EMAIL" })}>
              {t("register.useAnotherEmail")}
            </button>
          </section>
        );
        break;
      case "email":
      case "email-requesting-link":
        body = (
          <SubmitForm
            id="email-check"
            onSubmit={() => send({ type: "EMAIL_SUBMITTED", emailAddress: values.emailAddress ?? "" })}
          >
            <TextField
              id="email-check-address"
              type="email"
              autoComplete="email"
              inputMode="email"
              label={emailName}
              value={values.emailAddress ?? ""}
              error={text(registration.context.emailError && messageOf(registration.context.emailError))}
              onChange={(emailAddress) =>
                sendForm({ type: "FIELD_CHANGED", key: "emailAddress", value: emailAddress })
              }
              // core-journey §5: checked on blur, with the value as of the next render (see validateField).
              onBlur={() =>
                setTimeout(() =>
                  deferWhilePressed(() =>
                    send({ type: "EMAIL_BLURRED", emailAddress: latestValues.current.emailAddress ?? "" }),
                  ),
                )
              }
            />
          </SubmitForm>
        );
        break;
      case "form":
      case "creating-account":
      case "creating-fan":
        body = (
          <RegisterFormView
            intro={introInForm && <CampaignIntro campaign={campaign} apiBase={props.apiBase} />}
            campaign={campaign}
            language={language}
            apiBase={props.apiBase}
            values={values}
            errors={errors}
            elements={elements}
            messenger={messenger}
            buttonInForm={switches.buttonInForm}
            submitLabel={submitLabel}
            busy={busy}
            onField={onField}
            onCustom={(answer: CustomFieldAnswer) => sendForm({ type: "CUSTOM_FIELD_CHANGED", answer })}
            onPhoneCountry={(country) => sendForm({ type: "PHONE_COUNTRY_CHANGED", country })}
            onPreferences={(subscriptionPreferences) =>
              sendForm({
                type: "FIELD_CHANGED",
                key: "subscriptionPreferences",
                value: subscriptionPreferences,
              })
            }
            onMessengerToggle={() => {
              sendMessenger({ type: "TOGGLE" });
              const on = messenger.state === "unchecked";
              sendForm({
                type: "FIELD_CHANGED",
                key: "subscriptionPreferences",
                value: { email: false, sms: false, ...values.subscriptionPreferences, messenger: on },
              });
            }}
            onMessengerConfirmed={() => sendMessenger({ type: "CONFIRMED" })}
            onBlur={validateField}
            onSubmit={submitForm}
          />
        );
        break;
      case "verification":
        body =
          registration.context.validationType === "mobile-number" ? (
            <SmsVerificationView
              calls={calls}
              mobileNumber={values.mobileNumber}
              onFanVerified={onVerified}
              onVerified={() => send({ type: "VERIFIED", replaceRoute: true })}
              onChangeDetails={() => send({ type: "CHANGE_DETAILS" })}
            />
          ) : registration.context.validationType === "email-address" ? (
            <EmailLinkView
              calls={calls}
              emailAddress={registration.context.emailAddress ?? values.emailAddress ?? ""}
              checkVerified={() => registrationStatus(client, campaign.oid)}
              onSignedOut={() => client.tokens.set(undefined)}
              onVerified={() => {
                // The link was opened (here or on another device): the fan is verified.
                onVerified();
                send({ type: "VERIFIED", replaceRoute: false });
              }}
            />
          ) : (
            <EmailCodeView
              calls={calls}
              emailAddress={registration.context.emailAddress ?? values.emailAddress ?? ""}
              onNotify={(message) => notify(message)}
              onVerified={() => {
                onVerified();
                send({ type: "VERIFIED", replaceRoute: false });
              }}
              onEditEmail={() => send({ type: "EDIT_EMAIL" })}
            />
          );
        break;
      case "update-email":
        body = (
          <UpdateEmailView
            emailAddress={registration.context.emailAddress ?? ""}
            fieldName={emailName}
            update={async (emailAddress) => {
              const registrationType = registration.context.registrationType ?? "email";
              const next = { ...values, emailAddress };
              const account = await calls.createAccount(registrationType, next);
              if (account.status !== 201) return account;
              return calls.createFan(registrationType, next);
            }}
            onUpdated={(emailAddress) => send({ type: "EMAIL_UPDATED", emailAddress })}
            onCancel={() => send({ type: "CANCEL_UPDATE" })}
          />
        );
        break;
      default:
        body = (
          <p className="status" role="status">
            {t("common.loading")}
          </p>
        );
    }

  const showBack = showsBackArrow("register", indexPageOf(campaign.type));
  return (
    <StepLayout
      title={t("register.title")}
      showHeader={switches.registrationHeader}
      showBack={showBack}
      onBack={() => props.onStepChange?.(backToPrevious(campaign, "register", undefined))}
      progress={showsProgressBar(campaign.type, progress) ? progress : 0}
      actionBar={actionBar}
      slide={shown.current.slide}
      slideKey={view}
    >
      <Snackbar message={snackbar} />
      {!emailLink &&
        (state === "registrationType" || state === "email" || (state === "form" && !introInForm)) && (
          <CampaignIntro campaign={campaign} apiBase={props.apiBase} />
        )}
      <Suspense
        fallback={
          <p className="status" role="status">
            {t("common.loading")}
          </p>
        }
      >
        {body}
      </Suspense>
    </StepLayout>
  );
}

export type { FormValues };

/** The action packet's channel as startRegistration takes it (absent rather than undefined). */
const withChannel = (channel: string | undefined) => (channel ? { actionPacketChannel: channel } : {});
