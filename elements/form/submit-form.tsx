import type { ReactNode } from "react";

export interface SubmitFormProps {
  id?: string;
  /** A shadow part name, for host-page styling. */
  part?: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A form that validates itself (no browser bubbles) and hands submission to a callback. */
export function SubmitForm({ id, part, onSubmit, children }: SubmitFormProps) {
  return (
    <form
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
