import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { requireFirstViewSchemas } from "../../sdk/campaign/lazy-lookup.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { registerFormElements } from "../../sdk/flow/register-form-elements.js";
import { progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { typeSwitches } from "../../sdk/flow/type-switches.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import { initialMessengerOptIn, messengerOptInMachine } from "../../sdk/machines/messenger-opt-in.js";
import type { RegistrationState } from "../../sdk/machines/registration.js";
import { accountPrefill } from "../../sdk/machines/registration-start.js";
import { localizeFields } from "../../sdk/registration/localize-fields.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { Snackbar, type SnackbarMessage } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import type { ScreenContext } from "../runtime/screen-frame.js";
import { Skeleton } from "../runtime/skeleton.js";
import { useFeedbackText } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CampaignIntro } from "./campaign-intro.js";
import { EMAIL_CHECK_FORM_ID, EmailCheckView, EmailExistsView } from "./email-check-view.js";
import { JourneyEnd } from "./journey-end.js";
import { lazyRegisterCalls } from "./lazy-registration-calls.js";
import {
  EmailLinkOpenedView,
  UpdateEmailStep,
  usePreloadVerificationViews,
  VerificationStep,
} from "./lazy-verification-views.js";
import { MethodPickerView } from "./method-picker-view.js";
import type { CampaignRegisterProps } from "./register.js";
import { REGISTER_FORM_ID, RegisterFormView } from "./register-form-view.js";
import { type RegisterView, registerViewOf, slideBetween } from "./register-view.js";
import type { KnownAccountState } from "./use-known-account.js";
import { useRegisterForm } from "./use-register-form.js";
import { useRegistrationJourney } from "./use-registration-journey.js";

const EMAIL_FIELD = "emailAddress";

function emailFieldName(campaign: Campaign, fallback: string): string {
  return campaign.registrations.fields.find((f) => f.key === EMAIL_FIELD)?.name ?? fallback;
}

/** core-journey §2: on a phone each new view slides in from the side it comes from. */
function useViewSlide(view: RegisterView): "forward" | "back" | undefined {
  const shown = useRef<{ view: RegisterView; slide?: "forward" | "back" | undefined }>({ view });
  if (shown.current.view !== view) shown.current = { view, slide: slideBetween(shown.current.view, view) };
  return shown.current.slide;
}

const BUSY: readonly RegistrationState[] = ["creating-account", "creating-fan", "email-requesting-link"];
const FORM: readonly RegistrationState[] = ["form", "creating-account", "creating-fan"];

/** The register screen of one journey: its machines, the step layout, and the view the journey is in. */
export function RegisterScreen({
  screen,
  props,
  known,
}: {
  screen: ScreenContext;
  props: CampaignRegisterProps;
  known: Extract<KnownAccountState, { status: "known" }>;
}) {
  const { t } = screen.translation;
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
  const feedbackText = useFeedbackText();
  const client = getApiClient(props.apiBase);
  const calls = useMemo(
    () => lazyRegisterCalls(client, campaign, props.referralCode),
    [client, campaign, props.referralCode],
  );
  const switches = typeSwitches(campaign.type);
  // core-journey §2 per-type switches: opt-in shows the title and description in the form itself.
  const introInForm = switches.titleAndDescriptionInForm;
  const elements = registerFormElements(campaign);
  const emailName = emailFieldName(campaign, t("register.emailLabel"));

  const [snackbar, setSnackbar] = useState<SnackbarMessage>();
  // Parsed here too: a property set by any host page crosses a boundary. (The screen shows once the
  // campaign is parsed, so the first view's schemas are loaded.)
  const [emailLink, setEmailLink] = useState(() => {
    const parsed = requireFirstViewSchemas().EmailLinkParamsSchema.safeParse(props.emailLink);
    return parsed.success ? parsed.data : undefined;
  });
  const notify = useCallback(
    (feedback: Feedback | undefined) => {
      if (!feedback) return setSnackbar(undefined);
      // In preview every registration call is refused in the browser (sdk/preview): say so instead.
      const message = props.preview ? t("preview.notAvailable") : (feedbackText(feedback) ?? "");
      setSnackbar({ text: message, tone: "error" });
      props.onError?.({ campaignOid: campaign.oid, message });
    },
    [feedbackText, props, campaign.oid, t],
  );

  const [messenger, sendMessenger] = useMachine(messengerOptInMachine, initialMessengerOptIn, () => {});
  const [form, sendForm] = useRegisterForm(campaign, {
    initialValues: known.account
      ? {
          ...accountPrefill(known.account),
          // A text code still awaited names the number it went to (and a change keeps it).
          ...(known.standing?.kind === "pending" && { mobileNumber: known.account.mobileNumber }),
        }
      : {},
    elements,
    messengerConfirmed: () => messenger.state === "confirmed",
    onValid: (values) => journey.send({ type: "FORM_SUBMITTED", values }),
    onEmailBlurred: (emailAddress) => journey.send({ type: "EMAIL_BLURRED", emailAddress }),
  });
  // The preferences' message follows the confirmation too (the rule reads it): checked again once given.
  useEffect(() => {
    if (messenger.state === "confirmed") sendForm({ type: "RULE_CHANGED", key: "subscriptionPreferences" });
  }, [messenger.state, sendForm]);
  const journey = useRegistrationJourney(campaign, {
    client,
    calls,
    account: known.account,
    pendingVerification: known.standing?.kind === "pending" ? known.standing.validationType : undefined,
    emailFieldName: emailName,
    notify,
    onEmailExists: () => setSnackbar({ text: t("register.emailExists"), tone: "info" }),
    prefillForm: (values) => sendForm({ type: "PREFILL", values }),
    onRegistered: (fanOid) => props.onRegistered?.({ campaignOid: campaign.oid, fanOid }),
    goTo: (to, replace) => props.onStepChange?.({ campaignOid: campaign.oid, from: "register", to, replace }),
  });

  const onVerified = () => {
    props.onVerified?.({ campaignOid: campaign.oid, fanOid: journey.fanOid() });
    fanStore.load(client, campaign.oid, true);
  };

  const state = journey.registration.state;
  const view = registerViewOf(state);
  const slide = useViewSlide(view);
  const busy = BUSY.includes(state);
  const flow = campaignFlow(campaign);
  const progress = progressPercent(flow, "register");
  const submitLabel = elements.customCta ?? t("register.submit");
  const actionBar =
    FORM.includes(state) && !switches.buttonInForm ? (
      <button type="submit" form={REGISTER_FORM_ID} className="button" disabled={busy} part="submit">
        {busy ? t("register.submitting") : submitLabel}
      </button>
    ) : state === "email" || state === "email-requesting-link" ? (
      <button type="submit" form={EMAIL_CHECK_FORM_ID} className="button" disabled={busy} part="submit">
        {t("layout.continue")}
      </button>
    ) : undefined;
  const loading = <Skeleton shape="form" label={t("common.loading")} />;

  const { registration, send } = journey;
  const values = form.context.values;
  const step = { campaign, calls, registration, send, values, emailFieldName: emailName };
  /** The sub-view of core-journey §2 the registration machine is in. */
  const body = () => {
    if (emailLink && state !== "complete") {
      return (
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
    }
    switch (state) {
      case "registrationType":
        return (
          <MethodPickerView
            providers={campaign.registrations.providers}
            onSelect={(method) => send({ type: "METHOD_SELECTED", method })}
          />
        );
      case "email-exists":
        return <EmailExistsView registration={registration} send={send} />;
      case "email":
      case "email-requesting-link":
        return (
          <EmailCheckView
            registration={registration}
            send={send}
            form={form}
            sendForm={sendForm}
            label={emailName}
          />
        );
      case "form":
      case "creating-account":
      case "creating-fan":
        return (
          <RegisterFormView
            intro={introInForm && <CampaignIntro campaign={campaign} apiBase={props.apiBase} />}
            campaign={campaign}
            language={screen.language}
            apiBase={props.apiBase}
            form={form}
            sendForm={sendForm}
            elements={elements}
            messenger={messenger}
            sendMessenger={sendMessenger}
            buttonInForm={switches.buttonInForm}
            submitLabel={submitLabel}
            busy={busy}
            onSubmit={() => {
              setSnackbar(undefined);
              sendForm({ type: "SUBMITTED" });
            }}
          />
        );
      case "verification":
        return <VerificationStep {...step} client={client} notify={notify} onVerified={onVerified} />;
      case "update-email":
        return <UpdateEmailStep {...step} />;
      default:
        return loading;
    }
  };

  const showBack = showsBackArrow("register", indexPageOf(campaign.type));
  const back = () => props.onStepChange?.(backToPrevious(campaign, "register", undefined));
  if (state === "complete")
    return (
      <JourneyEnd
        campaign={campaign}
        apiBase={props.apiBase}
        back={showBack ? back : undefined}
        onGo={(to) =>
          props.onStepChange?.({ campaignOid: campaign.oid, from: "register", to, replace: false })
        }
        loading={loading}
      />
    );
  return (
    <StepLayout
      title={t("register.title")}
      showHeader={switches.registrationHeader}
      showBack={showBack}
      onBack={back}
      progress={showsProgressBar(campaign.type, progress) ? progress : 0}
      actionBar={actionBar}
      slide={slide}
      slideKey={view}
    >
      <Snackbar message={snackbar} />
      {!emailLink &&
        (state === "registrationType" || state === "email" || (state === "form" && !introInForm)) && (
          <CampaignIntro campaign={campaign} apiBase={props.apiBase} />
        )}
      <Suspense fallback={loading}>{body()}</Suspense>
    </StepLayout>
  );
}
