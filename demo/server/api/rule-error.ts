import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import type { ValidationError } from "../../../sdk/validation/validation-error.js";
import { HttpError } from "./validate.js";

/**
 * The server applies the client's own validation rules (sdk/validation, core-journey §5); a failed rule
 * answers 400 naming the field, with the rule's en-us text (the client shows its own translation).
 */
export function ruleError(error: ValidationError, field: string): HttpError {
  const texts: Readonly<Record<string, string>> = enUs.validation;
  // A counted text has plural forms (`charactersLeft_one`, `_other`): the one English's rules pick.
  const count = error.values?.count;
  const form = typeof count === "number" ? new Intl.PluralRules("en-US").select(count) : "other";
  const template = texts[error.code] ?? texts[`${error.code}_${form}`] ?? texts[`${error.code}_other`] ?? "";
  const text = template.replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, number?: string) => {
    const value = error.values?.[name];
    return number && typeof value === "number" ? value.toLocaleString("en-US") : String(value ?? "");
  });
  return new HttpError(400, text, field);
}
