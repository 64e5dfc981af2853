import { Suspense, useCallback, useMemo, useRef, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { EmailLinkParamsSchema } from "../../sdk/api/schemas/verification.js";
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
import { registerCalls } from "../registration/registration-calls.js";
import type { ScreenContext } from "../runtime/screen-frame.js";
import { useFeedbackText } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CampaignIntro } from "./campaign-intro.js";
import { EMAIL_CHECK_FORM_ID } from "./email-check-view.js";
import { usePreloadVerificationViews } from "./lazy-verification-views.js";
import type { CampaignRegisterProps } from "./register.js";
import { RegisterBody } from "./register-body.js";
import { REGISTER_FORM_ID } from "./register-form-view.js";
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
    () => registerCalls(client, campaign, props.referralCode),
    [client, campaign, props.referralCode],
  );
  const switches = typeSwitches(campaign.type);
  // core-journey §2 per-type switches: opt-in shows the title and description in the form itself.
  const introInForm = switches.titleAndDescriptionInForm;
  const elements = registerFormElements(campaign);
  const emailName = emailFieldName(campaign, t("register.emailLabel"));

  const [snackbar, setSnackbar] = useState<SnackbarMessage>();
  // Parsed here too: a property set by any host page crosses a boundary.
  const [emailLink, setEmailLink] = useState(() => {
    const parsed = EmailLinkParamsSchema.safeParse(props.emailLink);
    return parsed.success ? parsed.data : undefined;
  });
  const notify = useCallback(
    (feedback: Feedback) => {
      // In preview every registration call is refused in the browser (sdk/preview): say so instead.
      const message = props.preview ? t("preview.notAvailable") : (feedbackText(feedback) ?? "");
      setSnackbar({ text: message, tone: "error" });
      props.onError?.({ campaignOid: campaign.oid, message });
    },
    [feedbackText, props, campaign.oid, t],
  );

  const [messenger, sendMessenger] = useMachine(messengerOptInMachine, initialMessengerOptIn, () => {});
  const [form, sendForm] = useRegisterForm(campaign, {
    initialValues: known.account ? accountPrefill(known.account) : {},
    elements,
    messengerConfirmed: () => messenger.state === "confirmed",
    onValid: (values) => journey.send({ type: "FORM_SUBMITTED", values }),
    onEmailBlurred: (emailAddress) => journey.send({ type: "EMAIL_BLURRED", emailAddress }),
  });
  const journey = useRegistrationJourney(campaign, {
    client,
    calls,
    account: known.account,
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
  const loading = (
    <p className="status" role="status">
      {t("common.loading")}
    </p>
  );

  return (
    <StepLayout
      title={t("register.title")}
      showHeader={switches.registrationHeader}
      showBack={showsBackArrow("register", indexPageOf(campaign.type))}
      onBack={() => props.onStepChange?.(backToPrevious(campaign, "register", undefined))}
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
      <Suspense fallback={loading}>
        <RegisterBody
          campaign={campaign}
          client={client}
          calls={calls}
          apiBase={props.apiBase}
          language={screen.language}
          journey={journey}
          form={form}
          sendForm={sendForm}
          messenger={messenger}
          sendMessenger={sendMessenger}
          elements={elements}
          emailLink={emailLink}
          onEmailLinkFailed={(message) => {
            notify(message);
            setEmailLink(undefined);
          }}
          emailFieldName={emailName}
          intro={introInForm && <CampaignIntro campaign={campaign} apiBase={props.apiBase} />}
          buttonInForm={switches.buttonInForm}
          submitLabel={submitLabel}
          busy={busy}
          notify={notify}
          onVerified={onVerified}
          onSubmit={() => {
            setSnackbar(undefined);
            sendForm({ type: "SUBMITTED" });
          }}
        />
      </Suspense>
    </StepLayout>
  );
}
