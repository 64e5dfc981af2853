import { z } from "zod/mini";
import { RegistrationTypeSchema } from "./campaign-registrations.js";
import { CampaignUriSchema, GenderSchema, OidSchema } from "./common.js";
import {
  CustomFieldAnswerSchema,
  CustomFieldValueSchema,
  SubscriptionPreferencesSchema,
} from "./form-values.js";
import { withMeta } from "./meta.js";

/** E.164: what the mobile field emits once calling code and number are both present. */
export const MobileNumberSchema = z
  .string()
  .check(z.regex(/^\+[1-9]\d{6,14}$/))
  .check(z.describe("E.164, e.g. +61412345678"));

/** Date of birth as the form keeps it (core-journey §5: dd/MM/yyyy, strict). */
export const DobStringSchema = z
  .string()
  .check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/))
  .check(z.describe("dd/MM/yyyy"));

/** The person's fields shared by the account packet and the account. */
export const AccountFieldsSchema = z.object({
  emailAddress: z.optional(z.email()),
  optusAccountNumber: z.optional(z.string()).check(z.describe("Telecom customer account number")),
  firstName: z.optional(z.string().check(z.maxLength(100))),
  lastName: z.optional(z.string().check(z.maxLength(100))),
  dob: z.optional(DobStringSchema),
  gender: z.optional(GenderSchema),
  postcode: z.optional(z.string().check(z.maxLength(20))),
  city: z.optional(z.string().check(z.maxLength(100))),
  state: z.optional(z.string().check(z.maxLength(100))),
  country: z.optional(z.string().check(z.length(2))).check(z.describe("ISO 3166-1 alpha-2 code")),
  mobileNumber: z.optional(MobileNumberSchema),
  streetAddress: z.optional(z.string().check(z.maxLength(200))),
});

/** core-journey §3 "Registration packet (account)", body of POST /campaign-account. */
export const AccountPacketSchema = withMeta(
  z.extend(AccountFieldsSchema, {
    campaignOid: z.optional(OidSchema),
    registrationType: RegistrationTypeSchema,
    facebookUserId: z.optional(z.string()),
  }),
  { id: "AccountPacket" },
);

/** core-journey §3 fan-creation packet, body of POST /campaign-fan. */
export const FanPacketSchema = withMeta(
  z.object({
    uri: CampaignUriSchema.check(z.describe("The campaign registered for")),
    registrationType: RegistrationTypeSchema,
    selectedVenue: z
      .optional(z.string())
      .check(z.describe("The venue picked, when the campaign offers several")),
    customFields: z._default(z.array(CustomFieldAnswerSchema), []),
    cfMap: z
      ._default(z.record(z.string(), CustomFieldValueSchema), {})
      .check(z.describe("Custom answers by key")),
    subscriptionPreferences: z.optional(SubscriptionPreferencesSchema),
    referralCode: z
      .optional(z.string().check(z.minLength(1)).check(z.maxLength(200)))
      .check(
        z.describe(
          "The referral code of the link that brought the visitor: the slug of a fan's short URL (/{slug}/), " +
            "or the `referrer` query of GET /campaign-uri. Registering makes the visitor that fan's referee.",
        ),
      ),
  }),
  { id: "FanPacket" },
);

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
