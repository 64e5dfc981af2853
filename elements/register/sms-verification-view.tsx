import { SMS_CODE_LENGTH } from "../../sdk/api/schemas/verification.js";
import {
  initialSmsVerification,
  smsCodeMessage,
  smsVerificationMachine,
} from "../../sdk/machines/sms-verification.js";
import { SubmitForm } from "../form/submit-form.js";
import { useFormattedMobile } from "../form/use-formatted-mobile.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { useMessageText, useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CodeInput, ConfirmedNote } from "./code-entry.js";
import { ResendButton, ResendFeedback, resendVerification } from "./resend-feedback.js";

export interface SmsVerificationViewProps {
  calls: RegisterCalls;
  mobileNumber: string | undefined;
  onVerified: () => void;
  onChangeDetails: () => void;
  onFanVerified: () => void;
}

/** Text-message code: 5 characters, change link, resend link, then 'mobile number confirmed' (core-journey §2). */
export function SmsVerificationView(props: SmsVerificationViewProps) {
  const t = useT();
  const text = useMessageText();
  const mobileNumber = useFormattedMobile(props.mobileNumber);
  const [snapshot, send] = useMachine(smsVerificationMachine, initialSmsVerification, (effect, dispatch) => {
    switch (effect.type) {
      case "verifySms":
        props.calls.verifySms(effect.shortCode).then((answer) => {
          if (answer.status === 201) props.onFanVerified();
          dispatch({ type: "ANSWERED", answer });
        });
        return;
      case "resendVerification":
        resendVerification(props.calls, effect, dispatch);
        return;
      case "verified":
        props.onVerified();
        return;
      case "changeDetails":
        props.onChangeDetails();
        return;
      default:
        return effect satisfies never;
    }
  });
  const { context } = snapshot;
  if (snapshot.state === "verified") {
    return (
      <ConfirmedNote
        id="sms-confirmed"
        text={t("verify.mobileConfirmed")}
        onContinue={() => send({ type: "CONTINUE" })}
      />
    );
  }
  return (
    <SubmitForm onSubmit={() => send({ type: "SUBMIT" })}>
      <h2 className="sub-title">{t("verify.smsTitle")}</h2>
      {mobileNumber && (
        // U+2068/U+2069 isolate the number so it reads left to right inside Arabic text.
        <p className="muted">{t("verify.smsBody", { number: `\u2068${mobileNumber}\u2069` })}</p>
      )}
      <CodeInput
        id="sms-code"
        maxLength={SMS_CODE_LENGTH}
        value={context.code}
        error={text(smsCodeMessage(snapshot))}
        onChange={(code) => send({ type: "CODE_CHANGED", code: code.toUpperCase() })}
      />
      <div className="verify-actions">
        <button type="button" className="link-button" onClick={() => send({ type: "CHANGE" })}>
          {t("verify.change")}
        </button>
        <ResendButton
          resend={context.resend}
          label={t("verify.resendCode")}
          onResend={() => send({ type: "RESEND" })}
        />
      </div>
      <ResendFeedback resend={context.resend} />
      <button type="submit" className="button" disabled={snapshot.state === "verifying"} part="submit">
        {snapshot.state === "verifying" ? t("verify.sending") : t("verify.send")}
      </button>
    </SubmitForm>
  );
}
