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
  /** Enter trims and emits (core-journey §5). */
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
        maxLength={maxLength}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(id, error, hint ?? counter)}
        required={!props.optional}
        onChange={(event) => props.onChange(applyTextInput(event.currentTarget.value, maxLength))}
        onBlur={() => props.onBlur?.()}
        onKeyDown={(event) => {
          if (event.key === "Enter" && props.onEnter) {
            const trimmed = submitTextInput(event.currentTarget.value);
            props.onChange(trimmed);
            props.onEnter(trimmed);
          }
        }}
        part="input"
      />
    </FieldShell>
  );
}
