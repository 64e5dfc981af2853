import { isBlank } from "./required.js";
import { fail, type ValidationError } from "./validation-error.js";

/** core-journey §5: the name on the card is required. */
export function validateNameOnCard(
  value: string | undefined,
  fieldName: string,
): ValidationError | undefined {
  return isBlank(value) ? fail("required", { fieldName }) : undefined;
}

/**
 * core-journey §5: card-field errors are the card provider's own (already localised) text, shown with
 * the trailing full stop removed.
 */
export const cardErrorText = (message: string): string => message.trim().replace(/\.$/, "");
