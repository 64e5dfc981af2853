import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { RegistrationType } from "../../sdk/api/schemas/campaign-registrations.js";
import type { CustomFieldAnswer } from "../../sdk/api/schemas/form-values.js";
import { type EmailLinkParams, EmailLinkParamsSchema } from "../../sdk/api/schemas/verification.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { registerFormElements } from "../../sdk/flow/register-form-elements.js";
import { nextStep, progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import { initialMessengerOptIn, messengerOptInMachine } from "../../sdk/machines/messenger-opt-in.js";
import { initialRegisterForm, registerFormMachine } from "../../sdk/machines/register-form.js";
import { registrationMachine } from "../../sdk/machines/registration.js";
import {
  registrationOptionsFor,
  skipsRegistrationOptions,
  startRegistration,
} from "../../sdk/machines/registration-start.js";
import { localizeFields } from "../../sdk/registration/localize-fields.js";
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
import { Snackbar, type SnackbarMessage } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFeedbackText, useMessageText } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CampaignIntro } from "./campaign-intro.js";
import { useDeferWhilePressed } from "./defer-while-pressed.js";
import { EmailCodeView } from "./email-code-view.js";
import { EmailLinkOpenedView, EmailLinkView } from "./email-link-view.js";
import { registerCalls } from "./register-effects.js";
import { REGISTER_FORM_ID, RegisterFormView } from "./register-form-view.js";
import { SmsVerificationView } from "./sms-verification-view.js";
import { UpdateEmailView } from "./update-email-view.js";

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

/** `<campaign-register>`: the whole registration journey of core-journey §4, verification included. */
export function CampaignRegister(props: CampaignRegisterProps) {
  return (
    <ScreenFrame props={props} tag="campaign-register">
      {(screen) => <RegisterScreen key={journeyKey(screen.campaign)} screen={screen} props={props} />}
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

function emailFieldName(campaign: Campaign, fallback: string): string {
  return campaign.registrations.fields.find((f) => f.key === EMAIL_FIELD)?.name ?? fallback;
}

function RegisterScreen({ screen, props }: { screen: ScreenContext; props: CampaignRegisterProps }) {
  const { translation, language } = screen;
  const { t } = translation;
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
    () => initialRegisterForm(hasCountryField),
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
  // Stable, so field effects that report values (the phone field) run only when their input changes.
  const onField = useCallback(
    (key: string, value: string | boolean | null) => {
      const normalised =
        key === "gender" ? (value === "prefer-not-to-say" ? null : value || undefined) : value;
      sendForm({ type: "FIELD_CHANGED", key, value: normalised } as never);
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
        options: registrationOptionsFor(campaign, {
          isLiveNow: campaign.event?.startDate ? new Date(campaign.event.startDate) <= new Date() : false,
          gatekeeperStatus: "not-validating",
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
        default:
          return effect satisfies never;
      }
    },
  );

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

  const submitForm = async () => {
    setSnackbar(undefined);
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
      case "email":
      case "email-requesting-link":
      case "email-exists":
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
            />
          </SubmitForm>
        );
        break;
      case "form":
      case "creating-account":
      case "creating-fan":
        body = (
          <RegisterFormView
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
              checkVerified={async () => (await fanStore.load(client, campaign.oid, true)).status === "fan"}
              onVerified={() => send({ type: "VERIFIED", replaceRoute: false })}
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
      onBack={() => history.back()}
      progress={showsProgressBar(campaign.type, progress) ? progress : 0}
      actionBar={actionBar}
    >
      <Snackbar message={snackbar} />
      {!emailLink && (state === "registrationType" || state === "email" || state === "form") && (
        <CampaignIntro campaign={campaign} apiBase={props.apiBase} />
      )}
      {body}
    </StepLayout>
  );
}

export type { FormValues };
