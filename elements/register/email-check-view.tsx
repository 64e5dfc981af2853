import type { RegisterFormEvent, RegisterFormSnapshot } from "../../sdk/machines/register-form.js";
import type { RegistrationEvent, RegistrationSnapshot } from "../../sdk/machines/registration.js";
import { messageOf } from "../../sdk/validation/validation-error.js";
import { SubmitForm } from "../form/submit-form.js";
import { TextField } from "../form/text-field.js";
import { useMessageText, useT } from "../runtime/translation-context.js";

export const EMAIL_CHECK_FORM_ID = "email-check";

export interface EmailCheckViewProps {
  registration: RegistrationSnapshot;
  send: (event: RegistrationEvent) => void;
  form: RegisterFormSnapshot;
  sendForm: (event: RegisterFormEvent) => void;
  /** The email field's label. */
  label: string;
}

/** core-journey §2 sub-view 2: the email check (its message from the registration machine). */
export function EmailCheckView({ registration, send, form, sendForm, label }: EmailCheckViewProps) {
  const text = useMessageText();
  const emailAddress = form.context.values.emailAddress ?? "";
  const { emailError } = registration.context;
  return (
    <SubmitForm id={EMAIL_CHECK_FORM_ID} onSubmit={() => send({ type: "EMAIL_SUBMITTED", emailAddress })}>
      <TextField
        id="email-check-address"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={label}
        value={emailAddress}
        error={text(emailError && messageOf(emailError))}
        onChange={(value) => sendForm({ type: "FIELD_CHANGED", key: "emailAddress", value })}
        // core-journey §5: checked on blur, with the address as the form machine holds it by then.
        onBlur={() => sendForm({ type: "EMAIL_CHECK_BLURRED" })}
      />
    </SubmitForm>
  );
}

/** The address is registered: a magic link is on its way; the fan may register another address. */
export function EmailExistsView({ registration, send }: Pick<EmailCheckViewProps, "registration" | "send">) {
  const t = useT();
  return (
    <section aria-labelledby="email-exists">
      <h2 id="email-exists" className="sub-title">
        {t("magicLink.checkInbox")}
      </h2>
      <p className="muted">{t("magicLink.sentTo", { email: registration.context.gatekeeperEmail ?? "" })}</p>
      <button type="button" className="link-button" onClick={() => send({ type: "CHANGE_EMAIL" })}>
        {t("register.useAnotherEmail")}
      </button>
    </section>
  );
}
