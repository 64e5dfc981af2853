import type { HTMLAttributes } from "react";
import { applyTextInput, charactersLeft, submitTextInput } from "../../sdk/validation/text-input.js";
import { useMessageText } from "../runtime/translation-context.js";
import { describedBy, FieldShell } from "./field-shell.js";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Called with the trimmed value when Enter is pressed (the value itself is emitted trimmed first). */
  onEnter?: (value: string) => void;
  optional?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  type?: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number | undefined;
  className?: string;
  dir?: "ltr" | "rtl" | "auto";
  disabled?: boolean | undefined;
}

/** A text input with the spec's behaviour: leading spaces stripped, two trailing spaces become a period. */
export function TextField(props: TextFieldProps) {
  const { id, value, error, hint, maxLength } = props;
  const text = useMessageText();
  const counter = text(charactersLeft(value, maxLength));
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} error={error} hint={hint ?? counter}>
      <input
        id={id}
        name={id}
        type={props.type ?? "text"}
        value={value}
        className={props.className}
        dir={props.dir}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        disabled={props.disabled}
        maxLength={maxLength}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(id, error, hint ?? counter)}
        required={!props.optional}
        onChange={(event) => props.onChange(applyTextInput(event.currentTarget.value, maxLength))}
        onBlur={() => props.onBlur?.()}
        // core-journey §5 "Enter trims and emits", in every text field: the trimmed value is the one
        // the form submits (Enter also submits it).
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          const trimmed = submitTextInput(event.currentTarget.value);
          if (trimmed !== value) props.onChange(trimmed);
          props.onEnter?.(trimmed);
        }}
        part="input"
      />
    </FieldShell>
  );
}
