import { z } from "zod";
import { PrivacyPolicySchema } from "./campaign-presentation.js";
import { CurrencyCodeSchema, LanguageSchema, MinorAmountSchema } from "./common.js";
import { PricingProductSchema } from "./pricing-product.js";

/**
 * How an email registration is verified (core-journey §2 register screen): no verification, an
 * emailed link ("almost there, check your email") or a 6-character emailed code. A registration by
 * mobile number is always verified with a 5-character text-message code.
 */
export const EmailVerificationSchema = z
  .enum(["none", "link", "code"])
  .describe("none, an emailed link, or a 6-character emailed code")
  .meta({ id: "EmailVerification" });

/** core-journey §3 settings.payment. Donate uses minAmount, preorder products, the rest amount. */
export const PaymentSettingsSchema = z
  .object({
    required: z.boolean().default(false),
    currencyCode: CurrencyCodeSchema.optional(),
    pricingModel: z
      .object({
        amount: MinorAmountSchema.optional().describe("Fixed price, e.g. a presale ticket"),
        minAmount: MinorAmountSchema.optional().describe("Smallest donation"),
        products: z.array(PricingProductSchema).optional().describe("Pre-order products"),
      })
      .optional(),
  })
  .meta({ id: "PaymentSettings" });

export const CampaignSettingsSchema = z
  .object({
    defaultLanguage: LanguageSchema.default("en-us"),
    emailVerification: EmailVerificationSchema.default("none"),
    gatedSessions: z
      .boolean()
      .default(false)
      .describe("Livestream viewing needs an emailed login link, one viewer per account"),
    subscriptionPreferenceSettings: z
      .object({ enabled: z.boolean().default(false), disclaimer: z.string().optional() })
      .optional()
      .describe("Email / sms / messenger preference checkboxes on the form"),
    payment: PaymentSettingsSchema.optional(),
    tcpaSettings: z
      .object({ enabled: z.boolean().default(false), companyName: z.string().optional() })
      .optional(),
    privacyPolicy: PrivacyPolicySchema.optional().describe("The promoter's policy (company agreement)"),
    prizes: z.object({ renderTierHeaders: z.boolean().default(true) }).prefault({}),
    ui: z
      .object({
        landingPage: z
          .enum(["welcome", "register"])
          .optional()
          .describe("What the landing shows; absent: the type's index page (register for opt-in)"),
        skipRegistrationOptions: z
          .boolean()
          .default(false)
          .describe("Skip the registration-type picker and register by email"),
      })
      .prefault({}),
    endedIntent: z
      .boolean()
      .default(false)
      .describe("Once ended, the finished step shows the ended sign-up instead of the plain page"),
    autoOptIn: z
      .object({ email: z.boolean().default(false), sms: z.boolean().default(false) })
      .optional()
      .describe("Opt-in type only: subscribe the fan to email / SMS after registering"),
  })
  .meta({ id: "CampaignSettings" });

export type EmailVerification = z.infer<typeof EmailVerificationSchema>;
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export type CampaignSettings = z.infer<typeof CampaignSettingsSchema>;
