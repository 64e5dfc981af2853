import { z } from "zod/mini";
import { GenderSchema, OidSchema } from "./common.js";
import { withMeta } from "./meta.js";

export { customFieldKey } from "./field-keys.js";

/** A dropdown answer: the chosen option's name and the tag it applies. */
export const DropdownValueSchema = withMeta(
  z.object({ value: z.string().check(z.minLength(1)), tagOid: z.optional(OidSchema) }),
  { id: "DropdownValue" },
);

/** text and date answers are strings, number answers numbers, dropdown-multi a list. */
export const CustomFieldValueSchema = withMeta(
  z
    .nullable(z.union([z.string(), z.number(), DropdownValueSchema, z.array(DropdownValueSchema)]))
    .check(z.describe("string (text, date dd/MM/yyyy), number, { value, tagOid } or a list of those")),
  { id: "CustomFieldValue" },
);

/** core-journey §3 "Custom field answer". */
export const CustomFieldAnswerSchema = withMeta(
  z.object({
    oid: OidSchema.check(z.describe("The custom field definition's oid")),
    name: z.string().check(z.minLength(1)),
    key: z.string().check(z.minLength(1)).check(z.describe("Derived from the name (customFieldKey)")),
    value: CustomFieldValueSchema,
  }),
  { id: "CustomFieldAnswer" },
);

export const SubscriptionPreferencesSchema = withMeta(
  z.object({
    email: z._default(z.boolean(), false),
    sms: z._default(z.boolean(), false),
    messenger: z._default(z.boolean(), false),
  }),
  { id: "SubscriptionPreferences" },
);

/** core-journey §3 "Register form values": what the form holds while the fan types (hence lenient). */
export const RegisterFormValuesSchema = withMeta(
  z.object({
    emailAddress: z.optional(z.string()),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    mobileNumber: z.optional(z.string()).check(z.describe("Calling code plus number, once both are present")),
    dob: z.optional(z.string()).check(z.describe("As typed, dd/MM/yyyy")),
    country: z.optional(z.string()).check(z.describe("ISO 3166-1 alpha-2 code, e.g. au")),
    state: z.optional(z.string()),
    postcode: z.optional(z.string()),
    city: z.optional(z.string()),
    streetAddress: z.optional(z.string()),
    gender: z.optional(GenderSchema),
    customFields: z._default(z.array(CustomFieldAnswerSchema), []),
    arPolicy: z._default(z.boolean(), false).check(z.describe("The product privacy-policy agreement")),
    companyPolicy: z._default(z.boolean(), false).check(z.describe("The company policy and terms agreement")),
    subscriptionPreferences: z.optional(SubscriptionPreferencesSchema),
  }),
  { id: "RegisterFormValues" },
);

export type DropdownValue = z.infer<typeof DropdownValueSchema>;
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;
export type CustomFieldAnswer = z.infer<typeof CustomFieldAnswerSchema>;
export type SubscriptionPreferences = z.infer<typeof SubscriptionPreferencesSchema>;
export type RegisterFormValues = z.infer<typeof RegisterFormValuesSchema>;
