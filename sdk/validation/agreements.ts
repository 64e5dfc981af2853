import { type FieldErrors, fail, type ValidationError } from "./validation-error.js";

/** Which agreement checkboxes the form shows (see flow's registerFormElements). */
export interface AgreementsShown {
  readonly productPolicy: boolean;
  readonly companyPolicy: boolean;
}

/**
 * core-journey §5: the product privacy-policy and company agreement checkboxes are required, each
 * when the form shows it. Errors sit under the form values' keys arPolicy and companyPolicy.
 */
export function validateAgreements(
  values: { arPolicy?: boolean; companyPolicy?: boolean } | null | undefined,
  shown: AgreementsShown,
): FieldErrors {
  const errors: Record<string, ValidationError> = {};
  if (shown.productPolicy && values?.arPolicy !== true) errors.arPolicy = fail("fieldRequired");
  if (shown.companyPolicy && values?.companyPolicy !== true) errors.companyPolicy = fail("fieldRequired");
  return errors;
}
