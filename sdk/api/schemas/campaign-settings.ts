import { z } from "zod/mini";
import { PrivacyPolicySchema } from "./campaign-presentation.js";
import { CurrencyCodeSchema, LanguageSchema, MinorAmountSchema } from "./common.js";
import { withMeta } from "./meta.js";
import { PricingProductSchema } from "./pricing-product.js";

/**
 * How an email registration is verified (core-journey §2 register screen): no verification, an
 * emailed link ("almost there, check your email") or a 6-character emailed code. A registration by
 * mobile number is always verified with a 5-character text-message code.
 */
export const EmailVerificationSchema = withMeta(
  z.enum(["none", "link", "code"]).check(z.describe("none, an emailed link, or a 6-character emailed code")),
  { id: "EmailVerification" },
);

/** core-journey §3 settings.payment. Donate uses minAmount, preorder products, the rest amount. */
export const PaymentSettingsSchema = withMeta(
  z.object({
    required: z._default(z.boolean(), false),
    currencyCode: z.optional(CurrencyCodeSchema),
    pricingModel: z.optional(
      z.object({
        amount: z.optional(MinorAmountSchema).check(z.describe("Fixed price, e.g. a presale ticket")),
        minAmount: z.optional(MinorAmountSchema).check(z.describe("Smallest donation")),
        products: z.optional(z.array(PricingProductSchema)).check(z.describe("Pre-order products")),
      }),
    ),
  }),
  { id: "PaymentSettings" },
);

export const CampaignSettingsSchema = withMeta(
  z.object({
    defaultLanguage: z._default(LanguageSchema, "en-us"),
    emailVerification: z._default(EmailVerificationSchema, "none"),
    gatedSessions: z
      ._default(z.boolean(), false)
      .check(z.describe("Livestream viewing needs an emailed magic link, one viewer per account")),
    subscriptionPreferenceSettings: z
      .optional(z.object({ enabled: z._default(z.boolean(), false), disclaimer: z.optional(z.string()) }))
      .check(z.describe("Email / sms / messenger preference checkboxes on the form")),
    payment: z.optional(PaymentSettingsSchema),
    tcpaSettings: z.optional(
      z.object({ enabled: z._default(z.boolean(), false), companyName: z.optional(z.string()) }),
    ),
    privacyPolicy: z
      .optional(PrivacyPolicySchema)
      .check(z.describe("The promoter's policy (company agreement)")),
    prizes: z.prefault(z.object({ renderTierHeaders: z._default(z.boolean(), true) }), {}),
    ui: z.prefault(
      z.object({
        landingPage: z
          .optional(z.enum(["welcome", "register"]))
          .check(z.describe("What the landing shows; absent: the type's index page (register for opt-in)")),
        skipRegistrationOptions: z
          ._default(z.boolean(), false)
          .check(z.describe("Skip the registration-type picker and register by email")),
      }),
      {},
    ),
    endedIntent: z
      ._default(z.boolean(), false)
      .check(z.describe("Once ended, the finished step shows the ended sign-up instead of the plain page")),
    autoOptIn: z
      .optional(z.object({ email: z._default(z.boolean(), false), sms: z._default(z.boolean(), false) }))
      .check(z.describe("Opt-in type only: subscribe the fan to email / SMS after registering")),
  }),
  { id: "CampaignSettings" },
);

export type EmailVerification = z.infer<typeof EmailVerificationSchema>;
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export type CampaignSettings = z.infer<typeof CampaignSettingsSchema>;
