import type { ReactNode } from "react";

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
}

/** One checkbox with its label (which may hold links) and its feedback. */
export function CheckboxField({ id, checked, onChange, children, error, disabled }: CheckboxFieldProps) {
  return (
    <div>
      <div className="check" data-invalid={error ? "true" : undefined}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p className="feedback" id={`${id}-error`} part="error">
          {error}
        </p>
      )}
    </div>
  );
}
