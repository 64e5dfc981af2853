import { z } from "zod/mini";
import { GenderSchema, IsoDateTimeSchema, OidSchema } from "./common.js";
import { CustomFieldValueSchema } from "./form-values.js";
import { withMeta } from "./meta.js";
import { CustomFieldTypeSchema } from "./registration-field.js";
import { MobileNumberSchema } from "./registration-packet.js";

/** engagement §3 "Remote signup": a promoter's form on their own (verified) domain. */
export const RemoteSignupConfigSchema = withMeta(
  z.object({
    domain: z
      .string()
      .check(z.minLength(1))
      .check(z.describe("Host of the promoter's page, with or without www")),
    hash: z.string().check(z.minLength(1)).check(z.describe("Issued to the promoter for that domain")),
    domainVerified: z.boolean(),
  }),
  { id: "RemoteSignupConfig" },
);

/** engagement §5: the fields a remote form may carry, with their display names. */
export const REMOTE_SIGNUP_FIELD_NAMES = {
  emailAddress: "Email Address",
  firstName: "First Name",
  lastName: "Last Name",
  mobileNumber: "Mobile Number",
  dob: "Date of Birth",
  country: "Country",
  city: "City",
  postcode: "Zip/Post code",
  state: "State",
  streetAddress: "Street Address",
  gender: "Gender",
} as const;

export type RemoteSignupFieldKey = keyof typeof REMOTE_SIGNUP_FIELD_NAMES;

const remoteFieldKeys = Object.keys(REMOTE_SIGNUP_FIELD_NAMES) as [
  RemoteSignupFieldKey,
  ...RemoteSignupFieldKey[],
];
export const RemoteSignupFieldKeySchema = withMeta(z.enum(remoteFieldKeys), { id: "RemoteSignupFieldKey" });

/** A custom field of the campaign as a remote form renders it; its answer is sent under its key. */
export const RemoteSignupCustomFieldSchema = withMeta(
  z.object({
    key: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    type: CustomFieldTypeSchema,
    required: z.boolean(),
    options: z
      .optional(z.array(z.string()))
      .check(z.describe("Dropdown choices: an answer is one (or, multi, a list) of these")),
  }),
  { id: "RemoteSignupCustomField" },
);

/** The init payload answered to `requestConfig`: which fields to render, required or optional. */
export const RemoteSignupInitSchema = withMeta(
  z.object({
    campaignOid: OidSchema,
    campaignName: z.string().check(z.minLength(1)),
    fields: z.array(
      z.object({
        key: RemoteSignupFieldKeySchema,
        name: z.string().check(z.minLength(1)).check(z.describe("Display name (REMOTE_SIGNUP_FIELD_NAMES)")),
        required: z.boolean(),
      }),
    ),
    customFields: z._default(z.array(RemoteSignupCustomFieldSchema), []),
  }),
  { id: "RemoteSignupInit" },
);

/**
 * engagement §5 remote-signup values as sent: text trimmed, mobile normalised to E.164, the DDMMYYYY
 * date of birth converted to midnight UTC.
 */
export const RemoteSignupFormSchema = withMeta(
  z.object({
    emailAddress: z.email(),
    firstName: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100))),
    lastName: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100))),
    mobileNumber: z.optional(MobileNumberSchema),
    dob: z.optional(IsoDateTimeSchema).check(z.describe("Midnight UTC of the date of birth")),
    country: z.optional(z.string().check(z.length(2))).check(z.describe("ISO 3166-1 alpha-2 code")),
    city: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100))),
    postcode: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(20))),
    state: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(100))),
    streetAddress: z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(200))),
    gender: z.optional(GenderSchema),
    cfMap: z
      .optional(z.record(z.string(), CustomFieldValueSchema))
      .check(z.describe("The campaign's custom fields' answers by key (as the fan packet's cfMap)")),
  }),
  { id: "RemoteSignupForm" },
);

/** Body of POST /remote-signup. */
export const RemoteSignupPayloadSchema = withMeta(
  z.extend(RemoteSignupFormSchema, {
    campaignOid: OidSchema,
    domain: z.string().check(z.minLength(1)),
    hash: z.string().check(z.minLength(1)),
  }),
  { id: "RemoteSignupPayload" },
);

/** Answer of POST /remote-signup; the frame posts `success` to its parent (engagement §4). */
export const RemoteSignupResultSchema = withMeta(
  z.object({ success: z.boolean(), campaignFanOid: z.optional(OidSchema) }),
  { id: "RemoteSignupResult" },
);

/** Answer of GET /external-domain-validation. */
export const DomainValidationSchema = withMeta(z.object({ valid: z.boolean() }), { id: "DomainValidation" });

export type RemoteSignupConfig = z.infer<typeof RemoteSignupConfigSchema>;
export type RemoteSignupInit = z.infer<typeof RemoteSignupInitSchema>;
export type RemoteSignupCustomField = z.infer<typeof RemoteSignupCustomFieldSchema>;
export type RemoteSignupForm = z.infer<typeof RemoteSignupFormSchema>;
export type RemoteSignupPayload = z.infer<typeof RemoteSignupPayloadSchema>;
export type RemoteSignupResult = z.infer<typeof RemoteSignupResultSchema>;
export type DomainValidation = z.infer<typeof DomainValidationSchema>;
