import { z } from "zod";
import { GenderSchema, OidSchema } from "./common.js";

/** A dropdown answer: the chosen option's name and the tag it applies. */
export const DropdownValueSchema = z
  .object({ value: z.string().min(1), tagOid: OidSchema.optional() })
  .meta({ id: "DropdownValue" });

/** text and date answers are strings, number answers numbers, dropdown-multi a list. */
export const CustomFieldValueSchema = z
  .union([z.string(), z.number(), DropdownValueSchema, z.array(DropdownValueSchema)])
  .nullable()
  .describe("string (text, date dd/MM/yyyy), number, { value, tagOid } or a list of those")
  .meta({ id: "CustomFieldValue" });

/** core-journey §3 "Custom field answer". */
export const CustomFieldAnswerSchema = z
  .object({
    oid: OidSchema.describe("The custom field definition's oid"),
    name: z.string().min(1),
    key: z.string().min(1).describe("Derived from the name (customFieldKey)"),
    value: CustomFieldValueSchema,
  })
  .meta({ id: "CustomFieldAnswer" });

export const SubscriptionPreferencesSchema = z
  .object({
    email: z.boolean().default(false),
    sms: z.boolean().default(false),
    messenger: z.boolean().default(false),
  })
  .meta({ id: "SubscriptionPreferences" });

/** core-journey §3 "Register form values": what the form holds while the fan types (hence lenient). */
export const RegisterFormValuesSchema = z
  .object({
    emailAddress: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    mobileNumber: z.string().optional().describe("Calling code plus number, once both are present"),
    dob: z.string().optional().describe("As typed, dd/MM/yyyy"),
    country: z.string().optional().describe("ISO 3166-1 alpha-2 code, e.g. au"),
    state: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    streetAddress: z.string().optional(),
    gender: GenderSchema.optional(),
    customFields: z.array(CustomFieldAnswerSchema).default([]),
    arPolicy: z.boolean().default(false).describe("The product privacy-policy agreement"),
    companyPolicy: z.boolean().default(false).describe("The company policy and terms agreement"),
    subscriptionPreferences: SubscriptionPreferencesSchema.optional(),
  })
  .meta({ id: "RegisterFormValues" });

export type DropdownValue = z.infer<typeof DropdownValueSchema>;
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;
export type CustomFieldAnswer = z.infer<typeof CustomFieldAnswerSchema>;
export type SubscriptionPreferences = z.infer<typeof SubscriptionPreferencesSchema>;
export type RegisterFormValues = z.infer<typeof RegisterFormValuesSchema>;

/** The answer key derived from a custom field's name: lower case, runs of other characters as "_". */
export function customFieldKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}
