import type { CardField } from "../../sdk/payment/provider.js";

/** The message each card field shows, if any. */
export type FieldErrors = Partial<Record<CardField, string>>;

/** The errors with `field`'s message replaced, or removed when it has none. */
export const withFieldError = (
  errors: FieldErrors,
  field: CardField,
  message: string | undefined,
): FieldErrors => {
  const { [field]: _, ...rest } = errors;
  return message ? { ...rest, [field]: message } : rest;
};

/** Marks a light-DOM card field invalid or valid, with its message in a note right after it. */
export function showFieldError(row: HTMLElement, message: string | undefined, noteId: string): void {
  const next = row.nextElementSibling;
  const existing = next instanceof HTMLElement && next.id === noteId ? next : undefined;
  const input = row.querySelector("input");
  if (!message) {
    if (existing) existing.remove();
    delete row.dataset.invalid;
    if (input) {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
    return;
  }
  const note = existing ?? row.ownerDocument.createElement("p");
  if (!existing) {
    note.id = noteId;
    note.className = "campaign-card-error";
    note.setAttribute("role", "alert");
    row.after(note);
  }
  note.textContent = message;
  row.dataset.invalid = "true";
  if (input) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", noteId);
  }
}
