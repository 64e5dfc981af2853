import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

/** core-journey §5: the postcode patterns per country; other countries only require a value. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  us: /^\d{5}(?:-\d{4})?$/,
  au: /^\d{4}$/,
  nz: /^\d{4}$/,
  // The UK pattern: outward code (area, district) and inward code (sector, unit); GIR 0AA is special.
  gb: /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
};

export interface PostcodeRule extends FieldRule {
  /** The form's country (ISO code, any case); decides the pattern. */
  readonly country?: string;
}

/** core-journey §5 postcode: required unless optional; us, au, nz and gb must match their pattern. */
export function validatePostcode(value: string | undefined, rule: PostcodeRule): ValidationError | undefined {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  const country = rule.country?.toLowerCase();
  // Own keys only: a country of "__proto__" or "constructor" (from a link's prefill) names no pattern.
  const pattern =
    country && Object.hasOwn(POSTCODE_PATTERNS, country) ? POSTCODE_PATTERNS[country] : undefined;
  if (pattern && !pattern.test(value!.trim())) return fail("invalid", { fieldName: rule.fieldName });
  return undefined;
}
