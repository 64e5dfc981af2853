import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { registrationStatus } from "../../sdk/fan/registration-status.js";
import type { Feedback } from "../../sdk/machines/feedback.js";
import type { RegistrationEvent, RegistrationSnapshot } from "../../sdk/machines/registration.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { EmailCodeView } from "./email-code-view.js";
import { EmailLinkView } from "./email-link-view.js";
import { SmsVerificationView } from "./sms-verification-view.js";
import { UpdateEmailView } from "./update-email-view.js";

export interface VerificationStepProps {
  campaign: Campaign;
  client: ApiClient;
  calls: RegisterCalls;
  registration: RegistrationSnapshot;
  send: (event: RegistrationEvent) => void;
  values: FormValues;
  emailFieldName: string;
  /** A snackbar; undefined takes the shown one away. */
  notify: (feedback: Feedback | undefined) => void;
  /** The fan is verified (the verified event, the fan's new state). */
  onVerified: () => void;
}

/** core-journey §2 sub-view 4: the verification the fan answer named (text code, email link, email code). */
export function VerificationStep(props: VerificationStepProps) {
  const { registration, send, values, calls } = props;
  const emailAddress = registration.context.emailAddress ?? values.emailAddress ?? "";
  const verified = () => {
    props.onVerified();
    send({ type: "VERIFIED", replaceRoute: false });
  };
  switch (registration.context.validationType) {
    case "mobile-number":
      return (
        <SmsVerificationView
          calls={calls}
          mobileNumber={values.mobileNumber}
          onFanVerified={props.onVerified}
          onVerified={() => send({ type: "VERIFIED", replaceRoute: true })}
          onChangeDetails={() => send({ type: "CHANGE_DETAILS" })}
        />
      );
    case "email-address":
      return (
        <EmailLinkView
          calls={calls}
          emailAddress={emailAddress}
          checkVerified={() => registrationStatus(props.client, props.campaign.oid)}
          onSignedOut={() => props.client.tokens.set(undefined)}
          // The link was opened (here or on another device): the fan is verified.
          onVerified={verified}
        />
      );
    default:
      return (
        <EmailCodeView
          calls={calls}
          emailAddress={emailAddress}
          onNotify={props.notify}
          onVerified={verified}
          onEditEmail={() => send({ type: "EDIT_EMAIL" })}
        />
      );
  }
}

/** core-journey §2 sub-view 5: a new address for the verification, re-registering with it. */
export function UpdateEmailStep(props: Omit<VerificationStepProps, "client" | "notify" | "onVerified">) {
  const { registration, send, values, calls } = props;
  return (
    <UpdateEmailView
      emailAddress={registration.context.emailAddress ?? ""}
      fieldName={props.emailFieldName}
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
}
