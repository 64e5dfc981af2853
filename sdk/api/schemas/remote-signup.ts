import { z } from "zod";
import { GenderSchema, IsoDateTimeSchema, OidSchema } from "./common.js";
import { MobileNumberSchema } from "./registration-packet.js";

/** engagement §3 "Remote signup": a promoter's form on their own (verified) domain. */
export const RemoteSignupConfigSchema = z
  .object({
    domain: z.string().min(1).describe("Host of the promoter's page, with or without www"),
    hash: z.string().min(1).describe("Issued to the promoter for that domain"),
    domainVerified: z.boolean(),
  })
  .meta({ id: "RemoteSignupConfig" });

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
export const RemoteSignupFieldKeySchema = z.enum(remoteFieldKeys).meta({ id: "RemoteSignupFieldKey" });

/** The init payload answered to `requestConfig`: which fields to render, required or optional. */
export const RemoteSignupInitSchema = z
  .object({
    campaignOid: OidSchema,
    campaignName: z.string().min(1),
    fields: z.array(
      z.object({
        key: RemoteSignupFieldKeySchema,
        name: z.string().min(1).describe("Display name (REMOTE_SIGNUP_FIELD_NAMES)"),
        required: z.boolean(),
      }),
    ),
  })
  .meta({ id: "RemoteSignupInit" });

/**
 * engagement §5 remote-signup values as sent: text trimmed, mobile normalised to E.164, the DDMMYYYY
 * date of birth converted to midnight UTC.
 */
export const RemoteSignupFormSchema = z
  .object({
    emailAddress: z.email(),
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
    mobileNumber: MobileNumberSchema.optional(),
    dob: IsoDateTimeSchema.optional().describe("Midnight UTC of the date of birth"),
    country: z.string().length(2).optional().describe("ISO 3166-1 alpha-2 code"),
    city: z.string().trim().min(1).max(100).optional(),
    postcode: z.string().trim().min(1).max(20).optional(),
    state: z.string().trim().min(1).max(100).optional(),
    streetAddress: z.string().trim().min(1).max(200).optional(),
    gender: GenderSchema.optional(),
  })
  .meta({ id: "RemoteSignupForm" });

/** Body of POST /remote-signup. */
export const RemoteSignupPayloadSchema = RemoteSignupFormSchema.extend({
  campaignOid: OidSchema,
  domain: z.string().min(1),
  hash: z.string().min(1),
}).meta({ id: "RemoteSignupPayload" });

/** Answer of POST /remote-signup; the frame posts `success` to its parent (engagement §4). */
export const RemoteSignupResultSchema = z
  .object({ success: z.boolean(), campaignFanOid: OidSchema.optional() })
  .meta({ id: "RemoteSignupResult" });

/** Answer of GET /external-domain-validation. */
export const DomainValidationSchema = z.object({ valid: z.boolean() }).meta({ id: "DomainValidation" });

export type RemoteSignupConfig = z.infer<typeof RemoteSignupConfigSchema>;
export type RemoteSignupInit = z.infer<typeof RemoteSignupInitSchema>;
export type RemoteSignupForm = z.infer<typeof RemoteSignupFormSchema>;
export type RemoteSignupPayload = z.infer<typeof RemoteSignupPayloadSchema>;
export type RemoteSignupResult = z.infer<typeof RemoteSignupResultSchema>;
export type DomainValidation = z.infer<typeof DomainValidationSchema>;
