import type { SelectOption } from "./select-field.js";

export interface CheckboxGroupProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  optional?: boolean | undefined;
  optionalLabel: string;
  error?: string | undefined;
}

/** A dropdown-multi custom field: a group of checkboxes (core-journey §3). */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { id, error } = props;
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.values, value] : props.values.filter((v) => v !== value));
  return (
    <fieldset
      data-invalid={error ? "true" : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      part="field"
    >
      <legend>
        {props.label}
        {props.optional && <span className="optional"> {props.optionalLabel}</span>}
      </legend>
      {props.options.map((option, index) => (
        <div className="check" key={option.value}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={props.values.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          <label htmlFor={`${id}-${index}`}>{option.label}</label>
        </div>
      ))}
      {error && (
        <p className="feedback" id={`${id}-error`} part="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
