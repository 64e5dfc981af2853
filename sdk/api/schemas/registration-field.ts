import { z } from "zod";
import { OidSchema } from "./common.js";

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
export const PredefinedFieldKeySchema = z.enum(PREDEFINED_FIELD_KEYS).meta({ id: "PredefinedFieldKey" });

/** core-journey §3: custom field types; dropdown-single is a select, dropdown-multi a checkbox group. */
export const CUSTOM_FIELD_TYPES = ["text", "number", "date", "dropdown-single", "dropdown-multi"] as const;
export const CustomFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES).meta({ id: "CustomFieldType" });

export const FieldOptionSchema = z
  .object({
    name: z.string().min(1).describe("Label, also the submitted value"),
    tagOid: OidSchema.optional().describe("Audience tag applied to fans who pick this option"),
  })
  .meta({ id: "FieldOption" });

/** core-journey §3 "Registration field definition", used for predefined and custom fields alike. */
export const RegistrationFieldSchema = z
  .object({
    key: z.string().min(1).describe("A PredefinedFieldKey, or the custom field's key"),
    name: z.string().min(1).describe("Display name"),
    optional: z.boolean().default(false).describe("Optional fields show an '(optional)' suffix"),
    enabled: z.boolean().default(true),
    order: z.int().optional().describe("Ascending display order"),
    predefined: z.boolean().optional(),
    isMandatory: z.boolean().optional().describe("The promoter cannot disable or make it optional"),
    oid: OidSchema.optional().describe("Custom fields: identifier echoed in answers"),
    type: z
      .union([z.string().min(1), z.object({ key: CustomFieldTypeSchema })])
      .optional()
      .describe("A plain type name such as 'text', or { key } naming a custom field type"),
    options: z.array(FieldOptionSchema).optional().describe("Dropdown choices"),
  })
  .meta({ id: "RegistrationField" });

export type PredefinedFieldKey = z.infer<typeof PredefinedFieldKeySchema>;
export type CustomFieldType = z.infer<typeof CustomFieldTypeSchema>;
export type FieldOption = z.infer<typeof FieldOptionSchema>;
export type RegistrationField = z.infer<typeof RegistrationFieldSchema>;
export type RegistrationFieldInput = z.input<typeof RegistrationFieldSchema>;

/** The field's type name whichever of the two spellings the definition uses ('text' when absent). */
export function fieldTypeKey(field: Pick<RegistrationField, "type">): string {
  if (field.type === undefined) return "text";
  return typeof field.type === "string" ? field.type : field.type.key;
}
