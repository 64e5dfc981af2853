import { type ReactNode, useEffect, useRef } from "react";

export interface SubmitFormProps {
  id?: string;
  /** A shadow part name, for host-page styling. */
  part?: string;
  onSubmit: () => void;
  /** How many submits failed validation: each new one moves focus to the first invalid field. */
  failedSubmits?: number;
  children: ReactNode;
}

/**
 * The first field showing a message, in the form's order: its invalid control (the number of a phone
 * field), else its first control (a group of checkboxes). Focus scrolls it into view, which a phone
 * needs (the messages are often off-screen), and reads its message (aria-describedby).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector('[data-invalid="true"]');
  const control =
    field?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    field?.querySelector<HTMLElement>("input:enabled, select:enabled, textarea:enabled");
  control?.focus();
}

/** A form that validates itself (no browser bubbles) and hands submission to a callback. */
export function SubmitForm({ id, part, onSubmit, failedSubmits, children }: SubmitFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // After the render that shows the messages of the failed submit.
  useEffect(() => {
    if (failedSubmits) focusFirstInvalid(form.current);
  }, [failedSubmits]);
  return (
    <form
      ref={form}
      id={id}
      part={part}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
