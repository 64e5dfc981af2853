import type { ReactNode } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { EmailLinkParams } from "../../sdk/api/schemas/verification.js";
import type { RegisterFormElements } from "../../sdk/flow/register-form-elements.js";
import type { Language } from "../../sdk/i18n/languages.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import type { MessengerOptInEvent, MessengerOptInSnapshot } from "../../sdk/machines/messenger-opt-in.js";
import type { RegisterFormEvent, RegisterFormSnapshot } from "../../sdk/machines/register-form.js";
import type { Message } from "../../sdk/validation/message.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { useT } from "../runtime/translation-context.js";
import { EmailCheckView, EmailExistsView } from "./email-check-view.js";
import { EmailLinkOpenedView, UpdateEmailStep, VerificationStep } from "./lazy-verification-views.js";
import { MethodPickerView } from "./method-picker-view.js";
import { RegisterFormView } from "./register-form-view.js";
import type { RegistrationJourney } from "./use-registration-journey.js";

export interface RegisterBodyProps {
  campaign: Campaign;
  client: ApiClient;
  calls: RegisterCalls;
  apiBase: string | undefined;
  language: Language;
  journey: RegistrationJourney;
  form: RegisterFormSnapshot;
  sendForm: (event: RegisterFormEvent) => void;
  messenger: MessengerOptInSnapshot;
  sendMessenger: (event: MessengerOptInEvent) => void;
  elements: RegisterFormElements;
  /** The emailed link that opened this page, until its code is checked. */
  emailLink: EmailLinkParams | undefined;
  onEmailLinkFailed: (message: Message) => void;
  emailFieldName: string;
  /** The campaign's title and description inside the form (opt-in), else nothing. */
  intro: ReactNode;
  buttonInForm: boolean;
  submitLabel: string;
  busy: boolean;
  notify: (feedback: Feedback) => void;
  onVerified: () => void;
  onSubmit: () => void;
}

/** The sub-view of core-journey §2 the registration machine is in. */
export function RegisterBody(props: RegisterBodyProps) {
  const t = useT();
  const { journey, emailLink, form, sendForm } = props;
  const { registration, send } = journey;
  const state = registration.state;
  if (emailLink && state !== "complete") {
    return (
      <EmailLinkOpenedView
        calls={props.calls}
        link={emailLink}
        onFailed={props.onEmailLinkFailed}
        onVerified={() => {
          props.onVerified();
          send({ type: "LINK_VERIFIED", emailAddress: emailLink.emailAddress });
        }}
      />
    );
  }
  const step = {
    campaign: props.campaign,
    calls: props.calls,
    registration,
    send,
    values: form.context.values,
    emailFieldName: props.emailFieldName,
  };
  switch (state) {
    case "registrationType":
      return (
        <MethodPickerView
          providers={props.campaign.registrations.providers}
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
          label={props.emailFieldName}
        />
      );
    case "form":
    case "creating-account":
    case "creating-fan":
      return (
        <RegisterFormView
          intro={props.intro}
          campaign={props.campaign}
          language={props.language}
          apiBase={props.apiBase}
          form={form}
          sendForm={sendForm}
          elements={props.elements}
          messenger={props.messenger}
          sendMessenger={props.sendMessenger}
          buttonInForm={props.buttonInForm}
          submitLabel={props.submitLabel}
          busy={props.busy}
          onSubmit={props.onSubmit}
        />
      );
    case "verification":
      return (
        <VerificationStep
          {...step}
          client={props.client}
          notify={props.notify}
          onVerified={props.onVerified}
        />
      );
    case "update-email":
      return <UpdateEmailStep {...step} />;
    default:
      return (
        <p className="status" role="status">
          {t("common.loading")}
        </p>
      );
  }
}
