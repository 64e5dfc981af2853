import { GENDERS } from "../api/schemas/field-keys.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

/** Blank: absent, null, or only whitespace. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * core-journey §5: first name, last name, city, address (and any other free-text field) are required
 * unless the field is optional.
 */
export function validateRequiredText(
  value: string | undefined,
  rule: FieldRule,
): ValidationError | undefined {
  if (isBlank(value) && !rule.optional) return fail("required", { fieldName: rule.fieldName });
  return undefined;
}

/** core-journey §5 country: required unless optional, and an ISO 3166-1 alpha-2 code when given. */
export function validateCountry(value: string | undefined, rule: FieldRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  return /^[a-z]{2}$/i.test(value!.trim()) ? undefined : fail("invalid", { fieldName: rule.fieldName });
}

/**
 * core-journey §3, §5 gender: null is the choice "Prefer not to say", so only an untouched field
 * (undefined) is missing.
 */
export function validateGender(value: unknown, rule: FieldRule): ValidationError | undefined {
  if (value === undefined || value === "") {
    return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  }
  // The form's own rule (its first render loads no zod); GenderSchema accepts the same values.
  const known = value === null || (GENDERS as readonly unknown[]).includes(value);
  return known ? undefined : fail("invalid", { fieldName: rule.fieldName });
}
