import { PREDEFINED_FIELD_KEYS, type PredefinedFieldKey } from "../api/schemas/field-keys.js";
import type { RegistrationField } from "../api/schemas/registration-field.js";
import { PREDEFINED_FIELD_NAMES } from "../flow/predefined-field-names.js";

/**
 * Predefined fields that still carry their default English name show the UI language's name instead;
 * a name the promoter wrote is kept as written.
 */
export function localizeFields(
  fields: readonly RegistrationField[],
  nameOf: (key: PredefinedFieldKey) => string,
): RegistrationField[] {
  return fields.map((field) => {
    const key = field.key as PredefinedFieldKey;
    if (!(PREDEFINED_FIELD_KEYS as readonly string[]).includes(key)) return field;
    return field.name === PREDEFINED_FIELD_NAMES[key] ? { ...field, name: nameOf(key) } : field;
  });
}
