import type { ReactNode } from "react";
import { useT } from "../runtime/translation-context.js";

export interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean | undefined;
  /** Translated error text; shown under the field and announced. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Not usable yet (e.g. a picker whose names are being made): a served screen is not taken over until it is. */
  busy?: boolean | undefined;
  children: ReactNode;
}

/** Label, optional suffix, hint and feedback around one control; the control gets `describedBy` ids. */
export function FieldShell({ id, label, optional, error, hint, busy, children }: FieldShellProps) {
  const t = useT();
  return (
    <div
      className="field"
      data-invalid={error ? "true" : undefined}
      aria-busy={busy ? "true" : undefined}
      part="field"
    >
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> {t("form.optional")}</span>}
      </label>
      {children}
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: string): string | undefined =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** A field's hint and error, with the ids `describedBy` points at. */
export function FieldFeedback({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="feedback" id={`${id}-error`} part="error">
          {error}
        </p>
      )}
    </>
  );
}
