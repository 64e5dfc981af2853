import { z } from "zod";
import { RegistrationTypeSchema } from "./campaign-registrations.js";
import { CampaignUriSchema, GenderSchema, OidSchema } from "./common.js";
import {
  CustomFieldAnswerSchema,
  CustomFieldValueSchema,
  SubscriptionPreferencesSchema,
} from "./form-values.js";

/** E.164: what the mobile field emits once calling code and number are both present. */
export const MobileNumberSchema = z
  .string()
  .regex(/^\+[1-9]\d{6,14}$/)
  .describe("E.164, e.g. +61412345678");

/** Date of birth as the form keeps it (core-journey §5: dd/MM/yyyy, strict). */
export const DobStringSchema = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/)
  .describe("dd/MM/yyyy");

/** The person's fields shared by the account packet and the account. */
export const AccountFieldsSchema = z.object({
  emailAddress: z.email().optional(),
  optusAccountNumber: z.string().optional().describe("Telecom customer account number"),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  dob: DobStringSchema.optional(),
  gender: GenderSchema.optional(),
  postcode: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  country: z.string().length(2).optional().describe("ISO 3166-1 alpha-2 code"),
  mobileNumber: MobileNumberSchema.optional(),
  streetAddress: z.string().max(200).optional(),
});

/** core-journey §3 "Registration packet (account)", body of POST /campaign-account. */
export const AccountPacketSchema = AccountFieldsSchema.extend({
  campaignOid: OidSchema.optional(),
  registrationType: RegistrationTypeSchema,
  facebookUserId: z.string().optional(),
}).meta({ id: "AccountPacket" });

/** core-journey §3 fan-creation packet, body of POST /campaign-fan. */
export const FanPacketSchema = z
  .object({
    uri: CampaignUriSchema.describe("The campaign registered for"),
    registrationType: RegistrationTypeSchema,
    selectedVenue: z.string().optional().describe("The venue picked, when the campaign offers several"),
    customFields: z.array(CustomFieldAnswerSchema).default([]),
    cfMap: z.record(z.string(), CustomFieldValueSchema).default({}).describe("Custom answers by key"),
    subscriptionPreferences: SubscriptionPreferencesSchema.optional(),
    referralCode: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "The referral code of the link that brought the visitor: the slug of a fan's short URL (/{slug}/), " +
          "or the `referrer` query of GET /campaign-uri. Registering makes the visitor that fan's referee.",
      ),
  })
  .meta({ id: "FanPacket" });

export type AccountFields = z.infer<typeof AccountFieldsSchema>;
export type AccountPacket = z.infer<typeof AccountPacketSchema>;
export type AccountPacketInput = z.input<typeof AccountPacketSchema>;
export type FanPacket = z.infer<typeof FanPacketSchema>;
export type FanPacketInput = z.input<typeof FanPacketSchema>;

type Empty = undefined | null | "";
type Kept<T> = { [K in keyof T]?: Exclude<T[K], Empty> };

/** core-journey §3: empty values (undefined, null, blank strings) are dropped before sending. */
export function dropEmptyValues<T extends Record<string, unknown>>(packet: T): Kept<T> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(packet)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    kept[key] = value;
  }
  return kept as Kept<T>;
}
