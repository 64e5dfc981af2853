// core-journey §3: the registration fields' keys and names as plain values. No zod here: the register
// form's first render reads them, and the schemas (registration-field.ts, form-values.ts) load after it
// (issue 22, docs/performance.md).

/** core-journey §3: keys of the predefined registration fields. */
export const PREDEFINED_FIELD_KEYS = [
  "emailAddress",
  "firstName",
  "lastName",
  "mobileNumber",
  "optusAccountNumber",
  "dob",
  "gender",
  "country",
  "postcode",
  "city",
  "state",
  "streetAddress",
] as const;
export type PredefinedFieldKey = (typeof PREDEFINED_FIELD_KEYS)[number];

/** core-journey §3: custom field types; dropdown-single is a select, dropdown-multi a checkbox group. */
export const CUSTOM_FIELD_TYPES = ["text", "number", "date", "dropdown-single", "dropdown-multi"] as const;

/** core-journey §3: gender choices; null is "Prefer not to say". */
export const GENDERS = ["female", "male", "other"] as const;

/** The field's type name whichever of the two spellings the definition uses ('text' when absent). */
export function fieldTypeKey(field: { type?: string | { key: string } | undefined }): string {
  if (field.type === undefined) return "text";
  return typeof field.type === "string" ? field.type : field.type.key;
}

/** The answer key derived from a custom field's name: lower case, runs of other characters as "_". */
export function customFieldKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}
