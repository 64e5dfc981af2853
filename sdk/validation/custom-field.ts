import { fieldTypeKey } from "../api/schemas/field-keys.js";
import type { CustomFieldValue, DropdownValue } from "../api/schemas/form-values.js";
import type { RegistrationField } from "../api/schemas/registration-field.js";
import { validateDateInput } from "./date-of-birth.js";
import { isBlank } from "./required.js";
import { fail, type ValidationError } from "./validation-error.js";

type ChoiceCheck = { kind: "none" } | { kind: "chosen"; names: string[] };

/** A dropdown answer as names; a bare string is read as an option name. */
function choicesOf(value: CustomFieldValue | undefined): ChoiceCheck {
  const list: Array<DropdownValue | string | number> = Array.isArray(value)
    ? value
    : value === null || value === undefined
      ? []
      : [value];
  const names = list
    // A value that is neither an option nor a name (a hostile or stale answer) reads as no name.
    .map((item) => (typeof item === "object" ? item?.value : String(item)))
    .filter((name): name is string => typeof name === "string" && name.trim() !== "");
  return names.length ? { kind: "chosen", names } : { kind: "none" };
}

const isNumber = (value: CustomFieldValue | undefined): boolean =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^-?\d+(?:\.\d+)?$/.test(value.trim()));

/**
 * core-journey §5 custom fields: every field must validate, and a non-optional field with no answer
 * (no selection for dropdowns) is an error. text: any text; number: a number; date: strict dd/MM/yyyy;
 * dropdown-single: one of the options; dropdown-multi: at least one option, all of them listed.
 */
export function validateCustomField(
  field: Pick<RegistrationField, "name" | "optional" | "type" | "options">,
  value: CustomFieldValue | undefined,
): ValidationError | undefined {
  const fieldName = field.name;
  const type = fieldTypeKey(field);
  if (type === "date") {
    return validateDateInput(typeof value === "string" ? value : undefined, {
      fieldName,
      optional: field.optional,
    });
  }
  if (type === "dropdown-single" || type === "dropdown-multi") {
    const choice = choicesOf(value);
    if (choice.kind === "none") return field.optional ? undefined : fail("required", { fieldName });
    const allowed = new Set((field.options ?? []).map((option) => option.name));
    const tooMany = type === "dropdown-single" && choice.names.length > 1;
    if (tooMany || choice.names.some((name) => !allowed.has(name))) return fail("invalid", { fieldName });
    return undefined;
  }
  const empty = isBlank(value) || (Array.isArray(value) && value.length === 0);
  if (empty) return field.optional ? undefined : fail("required", { fieldName });
  if (type === "number" && !isNumber(value)) return fail("invalid", { fieldName });
  if (type !== "number" && typeof value !== "string") return fail("invalid", { fieldName });
  return undefined;
}
