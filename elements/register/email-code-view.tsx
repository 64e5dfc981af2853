import { EMAIL_CODE_LENGTH } from "../../sdk/api/schemas/verification.js";
import { lockoutTexts } from "../../sdk/machines/code-lockout.js";
import { canSend, emailCodeMachine, initialEmailCode } from "../../sdk/machines/email-code-verification.js";
import { accepts } from "../../sdk/machines/machine.js";
import type { Message } from "../../sdk/validation/message.js";
import { SubmitForm } from "../form/submit-form.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { useT } from "../runtime/translation-context.js";
import { useMachine } from "../runtime/use-machine.js";
import { CodeInput, LockoutNote } from "./code-entry.js";
import { ResendButton, ResendFeedback, resendVerification } from "./resend-feedback.js";
import { useCountdown } from "./use-countdown.js";

export interface EmailCodeViewProps {
  calls: RegisterCalls;
  emailAddress: string;
  onVerified: () => void;
  onEditEmail: () => void;
  /** A snackbar; undefined takes the shown one away. */
  onNotify: (message: Message | undefined) => void;
}

/** Email code: 6 characters, send enabled only then; 429 locks with a countdown (core-journey §4). */
export function EmailCodeView(props: EmailCodeViewProps) {
  const t = useT();
  const countdown = useCountdown();
  const [snapshot, send] = useMachine(emailCodeMachine, initialEmailCode, (effect, dispatch) => {
    switch (effect.type) {
      case "verifyEmailCode":
        props.calls
          .verifyEmailCode(props.emailAddress, effect.shortCode)
          .then((answer) => dispatch({ type: "ANSWERED", answer }));
        return;
      case "resendVerification":
        resendVerification(props.calls, effect, dispatch);
        return;
      case "startCountdown":
      case "stopCountdown":
        countdown(effect, () => dispatch({ type: "TICK" }));
        return;
      case "notify":
        props.onNotify(effect.message);
        return;
      case "dismissNotify":
        props.onNotify(undefined);
        return;
      case "verified":
        props.onVerified();
        return;
      case "editEmail":
        props.onEditEmail();
        return;
      default:
        return effect satisfies never;
    }
  });
  const { context } = snapshot;
  const lockout = lockoutTexts(context);
  return (
    <SubmitForm onSubmit={() => send({ type: "SEND" })}>
      <h2 className="sub-title">{t("verify.emailCodeTitle")}</h2>
      <p className="muted">{t("verify.emailCodeBody", { email: props.emailAddress })}</p>
      <CodeInput
        id="email-code"
        maxLength={EMAIL_CODE_LENGTH}
        value={context.code}
        disabled={!accepts(emailCodeMachine, snapshot, "CODE_CHANGED")}
        onChange={(code) => send({ type: "CODE_CHANGED", code })}
      />
      {lockout && <LockoutNote lockout={lockout} />}
      <button type="submit" className="button" disabled={!canSend(snapshot)} part="submit">
        {snapshot.state === "sending" ? t("verify.sending") : t("verify.send")}
      </button>
      <div className="verify-actions">
        <ResendButton
          resend={context.resend}
          disabled={!accepts(emailCodeMachine, snapshot, "RESEND")}
          label={t("verify.resendCode")}
          onResend={() => send({ type: "RESEND" })}
        />
        <button type="button" className="link-button" onClick={() => send({ type: "EDIT_EMAIL" })}>
          {t("verify.changeEmail")}
        </button>
      </div>
      {!lockout && <ResendFeedback resend={context.resend} />}
    </SubmitForm>
  );
}
