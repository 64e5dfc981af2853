import { z } from "zod/mini";
import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

const EmailFormatSchema = z.email();

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
  if (!EmailFormatSchema.safeParse(email).success) return fail("wrongFormat", { fieldName: rule.fieldName });
  if (hasPlusTag(email)) return fail("invalid", { fieldName: rule.fieldName });
  return undefined;
}

/** core-journey §5: the magic-link email is required and valid (the plus-tag rule is registration's). */
export function validateMagicLinkEmail(
  value: string | undefined,
  fieldName: string,
): ValidationError | undefined {
  if (isBlank(value)) return fail("required", { fieldName });
  return EmailFormatSchema.safeParse(value!.trim()).success ? undefined : fail("wrongFormat", { fieldName });
}
