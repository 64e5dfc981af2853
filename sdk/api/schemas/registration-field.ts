import { z } from "zod/mini";
import { OidSchema } from "./common.js";
import { CUSTOM_FIELD_TYPES, PREDEFINED_FIELD_KEYS } from "./field-keys.js";
import { withMeta } from "./meta.js";

// The keys and fieldTypeKey live in field-keys.ts (no zod: the form's first render reads them).
export { CUSTOM_FIELD_TYPES, fieldTypeKey, PREDEFINED_FIELD_KEYS } from "./field-keys.js";

export const PredefinedFieldKeySchema = withMeta(z.enum(PREDEFINED_FIELD_KEYS), { id: "PredefinedFieldKey" });

export const CustomFieldTypeSchema = withMeta(z.enum(CUSTOM_FIELD_TYPES), { id: "CustomFieldType" });

export const FieldOptionSchema = withMeta(
  z.object({
    name: z.string().check(z.minLength(1)).check(z.describe("Label, also the submitted value")),
    tagOid: z.optional(OidSchema).check(z.describe("Audience tag applied to fans who pick this option")),
  }),
  { id: "FieldOption" },
);

/** core-journey §3 "Registration field definition", used for predefined and custom fields alike. */
export const RegistrationFieldSchema = withMeta(
  z.object({
    key: z
      .string()
      .check(z.minLength(1))
      .check(z.describe("A PredefinedFieldKey, or the custom field's key")),
    name: z.string().check(z.minLength(1)).check(z.describe("Display name")),
    optional: z._default(z.boolean(), false).check(z.describe("Optional fields show an '(optional)' suffix")),
    enabled: z._default(z.boolean(), true),
    order: z.optional(z.int()).check(z.describe("Ascending display order")),
    predefined: z.optional(z.boolean()),
    isMandatory: z.optional(z.boolean()).check(z.describe("The promoter cannot disable or make it optional")),
    oid: z.optional(OidSchema).check(z.describe("Custom fields: identifier echoed in answers")),
    type: z
      .optional(z.union([z.string().check(z.minLength(1)), z.object({ key: CustomFieldTypeSchema })]))
      .check(z.describe("A plain type name such as 'text', or { key } naming a custom field type")),
    options: z.optional(z.array(FieldOptionSchema)).check(z.describe("Dropdown choices")),
  }),
  { id: "RegistrationField" },
);

export type PredefinedFieldKey = z.infer<typeof PredefinedFieldKeySchema>;
export type CustomFieldType = z.infer<typeof CustomFieldTypeSchema>;
export type FieldOption = z.infer<typeof FieldOptionSchema>;
export type RegistrationField = z.infer<typeof RegistrationFieldSchema>;
export type RegistrationFieldInput = z.input<typeof RegistrationFieldSchema>;
