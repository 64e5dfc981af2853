import { describedBy, FieldShell } from "./field-shell.js";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  optional?: boolean | undefined;
  error?: string | undefined;
  autoComplete?: string;
  busy?: boolean | undefined;
}

export function SelectField(props: SelectFieldProps) {
  const { id, error } = props;
  return (
    <FieldShell id={id} label={props.label} optional={props.optional} error={error} busy={props.busy}>
      <select
        id={id}
        name={id}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(id, error)}
        required={!props.optional}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onBlur={() => props.onBlur?.()}
        part="input"
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
