import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

/**
 * The format z.email() checks: zod's own pattern (`regexes.email` of zod/v4/core), without the parser
 * around it, as the form checks it while the fan types in the first view, which loads no schema (issue
 * 22). Importing it from zod would make every bundle count zod's modules as this one's (its index
 * re-exports them all), so it is zod's text here, and email.test.ts fails when zod's changes.
 */
export const EMAIL_FORMAT =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: zod's text as zod writes it, compared by the test.
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const isEmailFormat = (email: string): boolean => EMAIL_FORMAT.test(email);

/** core-journey §5: a plus followed by non-space characters before the at sign (ada+news@…). */
const PLUS_TAG = /\+[^\s@]+@/;

export const hasPlusTag = (email: string): boolean => PLUS_TAG.test(email);

/**
 * core-journey §5 email: required, a valid format, and no plus-tag (checked on blur). A malformed
 * address is "in the wrong format"; a well-formed one with a plus-tag is "invalid" for this product.
 */
export function validateEmail(value: string | undefined, rule: FieldRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  const email = value!.trim();
  if (!isEmailFormat(email)) return fail("wrongFormat", { fieldName: rule.fieldName });
  if (hasPlusTag(email)) return fail("invalid", { fieldName: rule.fieldName });
  return undefined;
}

/** core-journey §5: the magic-link email is required and valid (the plus-tag rule is registration's). */
export function validateMagicLinkEmail(
  value: string | undefined,
  fieldName: string,
): ValidationError | undefined {
  if (isBlank(value)) return fail("required", { fieldName });
  return isEmailFormat(value!.trim()) ? undefined : fail("wrongFormat", { fieldName });
}
