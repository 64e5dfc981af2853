import { messageOf, type ValidationError } from "../../../sdk/validation/validation-error.js";
import { catalogueField } from "./fan-texts.js";
import { fanTextError, type HttpError } from "./validate.js";

/**
 * The server applies the client's own validation rules (sdk/validation, core-journey §5); a failed rule
 * answers 400 naming the field, with the rule's text from the client's catalogue in the request's
 * language (a predefined field's label too; a label the promoter wrote stays as given).
 */
export function ruleError(error: ValidationError, field: string): HttpError {
  const fieldKey = catalogueField(field, error.values?.fieldName);
  return fanTextError(400, { ...messageOf(error), ...(fieldKey && { fieldKey }) }, { field });
}
