import { SMS_CODE_LENGTH } from "../../sdk/api/schemas/verification.js";
import { lockoutTexts } from "../../sdk/machines/code-lockout.js";
import { accepts } from "../../sdk/machines/machine.js";
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
import { CodeInput, ConfirmedNote, LockoutNote } from "./code-entry.js";
import { ResendButton, ResendFeedback, resendVerification } from "./resend-feedback.js";
import { useCountdown } from "./use-countdown.js";

export interface SmsVerificationViewProps {
  calls: RegisterCalls;
  mobileNumber: string | undefined;
  onVerified: () => void;
  onChangeDetails: () => void;
  onFanVerified: () => void;
}

/**
 * Text-message code: 5 digits, change link, resend link, then 'mobile number confirmed' (core-journey
 * §2); a 429 locks it with a countdown, as the email code (core-journey §4).
 */
export function SmsVerificationView(props: SmsVerificationViewProps) {
  const t = useT();
  const text = useMessageText();
  const mobileNumber = useFormattedMobile(props.mobileNumber);
  const countdown = useCountdown();
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
      case "startCountdown":
      case "stopCountdown":
        countdown(effect, () => dispatch({ type: "TICK" }));
        return;
      default:
        return effect satisfies never;
    }
  });
  const { context } = snapshot;
  const lockout = lockoutTexts(context);
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
        // demo/server/verification/codes.ts: text codes are digits only.
        inputMode="numeric"
        // Only the lockout: disabled while a code is checked, the field would lose the fan's focus.
        disabled={snapshot.state === "locked"}
        onChange={(code) => send({ type: "CODE_CHANGED", code: code.toUpperCase() })}
      />
      {lockout && <LockoutNote lockout={lockout} />}
      <div className="verify-actions">
        <button type="button" className="link-button" onClick={() => send({ type: "CHANGE" })}>
          {t("verify.change")}
        </button>
        <ResendButton
          resend={context.resend}
          disabled={!accepts(smsVerificationMachine, snapshot, "RESEND")}
          label={t("verify.resendCode")}
          onResend={() => send({ type: "RESEND" })}
        />
      </div>
      {!lockout && <ResendFeedback resend={context.resend} />}
      <button
        type="submit"
        className="button"
        disabled={!accepts(smsVerificationMachine, snapshot, "SUBMIT")}
        part="submit"
      >
        {snapshot.state === "verifying" ? t("verify.sending") : t("verify.send")}
      </button>
    </SubmitForm>
  );
}
