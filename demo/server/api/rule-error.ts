import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import type { ValidationError } from "../../../sdk/validation/validation-error.js";
import { HttpError } from "./validate.js";

/**
 * The server applies the client's own validation rules (sdk/validation, core-journey §5); a failed rule
 * answers 400 naming the field, with the rule's en-us text (the client shows its own translation).
 */
export function ruleError(error: ValidationError, field: string): HttpError {
  const template: string = enUs.validation[error.code];
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.values?.[name] ?? ""));
  return new HttpError(400, text, field);
}
