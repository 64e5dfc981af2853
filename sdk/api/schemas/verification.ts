import { z } from "zod";
import { CampaignUriSchema, OidSchema } from "./common.js";

/** core-journey §9. */
export const SMS_CODE_LENGTH = 5;
export const EMAIL_CODE_LENGTH = 6;
/** core-journey §4: lockout wait when a 429 carries no retry_after. */
export const DEFAULT_CODE_WAIT_MINUTES = 2;

/** The 202 answer of POST /campaign-fan says which verification follows (core-journey §4). */
export const ValidationTypeSchema = z
  .enum(["mobile-number", "email-address", "email-code"])
  .describe("mobile-number: text-message code; email-address: emailed link; email-code: emailed code")
  .meta({ id: "ValidationType" });

export const EmailStatusSchema = z.enum(["valid", "invalid"]).meta({ id: "EmailStatus" });

/** core-journey §3 "Verification state" of the register screen. */
export const VerificationStateSchema = z
  .object({
    verificationRequired: z.boolean().default(false),
    validationType: ValidationTypeSchema.optional(),
    validationCode: z.string().default(""),
    validationCodeError: z.boolean().default(false),
    validationCodeTooManyRequests: z.boolean().default(false),
    validationCodeWaitTime: z.number().nonnegative().default(0).describe("Minutes"),
    verificationSuccessful: z.boolean().default(false),
    hasResendError: z.boolean().default(false),
    resentVerificationSuccessfully: z.boolean().default(false),
  })
  .meta({ id: "VerificationState" });

/** Body of POST /sms-verify. */
export const SmsVerifyPayloadSchema = z
  .object({
    campaignOid: OidSchema,
    shortCode: z.string().length(SMS_CODE_LENGTH),
    uri: CampaignUriSchema,
  })
  .meta({ id: "SmsVerifyPayload" });

/**
 * Body of POST /fan-email-verify. The client sends the code upper-cased (core-journey §5); the server
 * compares case-insensitively, so a code typed in lower case is upper-cased here.
 */
export const EmailVerifyPayloadSchema = z
  .object({
    campaignOid: OidSchema,
    emailAddress: z.email(),
    shortCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6}$/, "A 6-character code of letters and digits")
      .describe("The emailed code; any case (the pattern applies once upper-cased)"),
  })
  .meta({ id: "EmailVerifyPayload" });

/**
 * The query of an emailed verification link, `/{uri}/register?emailAddress=…&verificationCode=…`
 * (core-journey §2 "Email link"): what the site sends to POST /fan-email-verify.
 */
export const EmailLinkParamsSchema = z
  .object({
    emailAddress: z.email(),
    verificationCode: EmailVerifyPayloadSchema.shape.shortCode,
  })
  .meta({ id: "EmailLinkParams" });

/** Body of POST /campaign/{campaignOid}/verify-resend. */
export const VerifyResendPayloadSchema = z
  .object({ verificationType: z.enum(["sms", "email"]).default("email") })
  .meta({ id: "VerifyResendPayload" });

/** The 202 answer of POST /campaign-fan: the fan must verify before going on. */
export const VerificationRequiredSchema = z
  .object({ validationType: ValidationTypeSchema })
  .meta({ id: "VerificationRequired" });

export type ValidationType = z.infer<typeof ValidationTypeSchema>;
export type EmailStatus = z.infer<typeof EmailStatusSchema>;
export type VerificationState = z.infer<typeof VerificationStateSchema>;
export type SmsVerifyPayload = z.infer<typeof SmsVerifyPayloadSchema>;
export type EmailVerifyPayload = z.infer<typeof EmailVerifyPayloadSchema>;
export type EmailLinkParams = z.infer<typeof EmailLinkParamsSchema>;
export type VerifyResendPayload = z.infer<typeof VerifyResendPayloadSchema>;
export type VerificationRequired = z.infer<typeof VerificationRequiredSchema>;
