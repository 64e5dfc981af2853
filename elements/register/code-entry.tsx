import type { HTMLAttributes } from "react";
import type { LockoutTexts } from "../../sdk/machines/code-lockout.js";
import { TextField } from "../form/text-field.js";
import { useMessageText, useT } from "../runtime/translation-context.js";

export interface CodeInputProps {
  id: string;
  /** The code's length (5 for a text, 6 for an email). */
  maxLength: number;
  value: string;
  error?: string | undefined;
  /** Waiting for a lockout's end. */
  disabled?: boolean;
  /** "numeric" where the server's codes are digits only (text codes): the phone shows its keypad. */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  onChange: (code: string) => void;
}

/** A verification code's field: the browser may offer the code it received (one-time-code). */
export function CodeInput(props: CodeInputProps) {
  const t = useT();
  return (
    <TextField
      id={props.id}
      label={t("verify.codeLabel")}
      className="code-input"
      autoComplete="one-time-code"
      inputMode={props.inputMode}
      maxLength={props.maxLength}
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}

export interface ConfirmedNoteProps {
  id: string;
  /** 'mobile number confirmed', 'email address confirmed'. */
  text: string;
  /** The fan already continued. */
  disabled?: boolean;
  onContinue: () => void;
}

/** A verification's success view: the confirmation, a continue prompt and its button (core-journey §2). */
export function ConfirmedNote({ id, text, disabled, onContinue }: ConfirmedNoteProps) {
  const t = useT();
  return (
    <section aria-labelledby={id}>
      <p id={id} className="success-note" role="status">
        {text}
      </p>
      <p className="muted">{t("verify.continuePrompt")}</p>
      <button type="button" className="button" disabled={disabled} onClick={onContinue} part="submit">
        {t("layout.continue")}
      </button>
    </section>
  );
}

/**
 * A code lockout (core-journey §4, §8): 'Too many verification attempts. Please wait 5 minutes before
 * trying again.', announced once, and 'retry in N seconds' below it, outside the alert, so a screen
 * reader is not handed a new sentence every second.
 */
export function LockoutNote({ lockout }: { lockout: LockoutTexts }) {
  const text = useMessageText();
  return (
    <>
      <p className="lockout" role="alert">
        {text(lockout.message)}
      </p>
      <p className="muted" data-testid="retry-in">
        {text(lockout.countdown)}
      </p>
    </>
  );
}
