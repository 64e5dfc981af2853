import { typeDate } from "../../sdk/validation/date-typing.js";
import { useT } from "../runtime/translation-context.js";
import { describedBy, FieldShell } from "./field-shell.js";

export interface DateFieldProps {
  id: string;
  label: string;
  /** dd/MM/yyyy as typed (checked strictly by the form's rules on blur), "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  optional?: boolean | undefined;
  error?: string | undefined;
  /** "bday" for a date of birth; custom date fields leave it off. */
  autoComplete?: string;
}

/**
 * A date as one text field in dd/MM/yyyy (core-journey §5 "Format dd/MM/yyyy, strict", §9 input
 * format), with the format as its hint and a numeric keypad; slashes are put in while typing.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const { id, value, error } = props;
  const hint = t("form.dateHint");
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} error={error} hint={hint}>
      <input
        id={id}
        name={id}
        type="text"
        inputMode="numeric"
        autoComplete={props.autoComplete ?? "off"}
        // Digits and slashes read left to right in every language, Arabic included.
        dir="ltr"
        maxLength={10}
        value={value}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required={!props.optional}
        onChange={(event) => props.onChange(typeDate(event.currentTarget.value, value))}
        onBlur={() => props.onBlur?.()}
        part="input"
      />
    </FieldShell>
  );
}
