import {
  type ResendEffect,
  type ResendEvent,
  type ResendSnapshot,
  resendFlags,
} from "../../sdk/machines/resend.js";
import type { RegisterCalls } from "../registration/registration-calls.js";
import { useFeedbackText, useT } from "../runtime/translation-context.js";

/** The outcome of a resend: 'sent' or the error of core-journey §8, announced. */
export function ResendFeedback({ resend }: { resend: ResendSnapshot }) {
  const t = useT();
  const feedback = useFeedbackText();
  const flags = resendFlags(resend);
  if (flags.resentVerificationSuccessfully) return <p role="status">{t("verify.resent")}</p>;
  if (flags.hasResendError && resend.context.error) {
    return (
      <p className="feedback" role="alert">
        {feedback(resend.context.error)}
      </p>
    );
  }
  return null;
}

/** The resend link; a second click while one is on its way is not possible, nor one during a lockout. */
export function ResendButton({
  resend,
  label,
  disabled,
  onResend,
}: {
  resend: ResendSnapshot;
  label: string;
  disabled?: boolean;
  onResend: () => void;
}) {
  return (
    <button
      type="button"
      className="link-button"
      disabled={disabled || resend.state === "sending"}
      onClick={onResend}
    >
      {label}
    </button>
  );
}

/** Performs a verification machine's resend and hands the answer back (RESEND_ANSWERED). */
export function resendVerification(
  calls: RegisterCalls,
  effect: ResendEffect,
  dispatch: (event: ResendEvent) => void,
): void {
  calls.resend(effect.verificationType).then((answer) => dispatch({ type: "RESEND_ANSWERED", answer }));
}
