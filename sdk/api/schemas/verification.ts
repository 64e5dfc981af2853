import { z } from "zod/mini";
import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from "./code-lengths.js";
import { CampaignUriSchema, OidSchema } from "./common.js";
import { withMeta } from "./meta.js";

export { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH };
/** core-journey §4: lockout wait when a 429 carries no retry_after. */
export const DEFAULT_CODE_WAIT_MINUTES = 2;

/** The 202 answer of POST /campaign-fan says which verification follows (core-journey §4). */
export const ValidationTypeSchema = withMeta(
  z
    .enum(["mobile-number", "email-address", "email-code"])
    .check(
      z.describe("mobile-number: text-message code; email-address: emailed link; email-code: emailed code"),
    ),
  { id: "ValidationType" },
);

export const EmailStatusSchema = withMeta(z.enum(["valid", "invalid"]), { id: "EmailStatus" });

/** core-journey §3 "Verification state" of the register screen. */
export const VerificationStateSchema = withMeta(
  z.object({
    verificationRequired: z._default(z.boolean(), false),
    validationType: z.optional(ValidationTypeSchema),
    validationCode: z._default(z.string(), ""),
    validationCodeError: z._default(z.boolean(), false),
    validationCodeTooManyRequests: z._default(z.boolean(), false),
    validationCodeWaitTime: z._default(z.number().check(z.nonnegative()), 0).check(z.describe("Minutes")),
    verificationSuccessful: z._default(z.boolean(), false),
    hasResendError: z._default(z.boolean(), false),
    resentVerificationSuccessfully: z._default(z.boolean(), false),
  }),
  { id: "VerificationState" },
);

/** Body of POST /sms-verify. */
export const SmsVerifyPayloadSchema = withMeta(
  z.object({
    campaignOid: OidSchema,
    shortCode: z.string().check(z.length(SMS_CODE_LENGTH)),
    uri: CampaignUriSchema,
  }),
  { id: "SmsVerifyPayload" },
);

/**
 * Body of POST /fan-email-verify. The client sends the code upper-cased (core-journey §5); the server
 * compares case-insensitively, so a code typed in lower case is upper-cased here.
 */
export const EmailVerifyPayloadSchema = withMeta(
  z.object({
    campaignOid: OidSchema,
    emailAddress: z.email(),
    shortCode: z
      .string()
      .check(z.trim())
      .check(z.toUpperCase())
      .check(z.regex(/^[A-Z0-9]{6}$/, "A 6-character code of letters and digits"))
      .check(z.describe("The emailed code; any case (the pattern applies once upper-cased)")),
  }),
  { id: "EmailVerifyPayload" },
);

/**
 * The query of an emailed verification link, `/{uri}/register?emailAddress=…&verificationCode=…`
 * (core-journey §2 "Email link"): what the site sends to POST /fan-email-verify.
 */
export const EmailLinkParamsSchema = withMeta(
  z.object({
    emailAddress: z.email(),
    verificationCode: EmailVerifyPayloadSchema.shape.shortCode,
  }),
  { id: "EmailLinkParams" },
);

/** Body of POST /campaign/{campaignOid}/verify-resend. */
export const VerifyResendPayloadSchema = withMeta(
  z.object({ verificationType: z._default(z.enum(["sms", "email"]), "email") }),
  { id: "VerifyResendPayload" },
);

/** The 202 answer of POST /campaign-fan: the fan must verify before going on. */
export const VerificationRequiredSchema = withMeta(z.object({ validationType: ValidationTypeSchema }), {
  id: "VerificationRequired",
});

export type ValidationType = z.infer<typeof ValidationTypeSchema>;
export type EmailStatus = z.infer<typeof EmailStatusSchema>;
export type VerificationState = z.infer<typeof VerificationStateSchema>;
export type SmsVerifyPayload = z.infer<typeof SmsVerifyPayloadSchema>;
export type EmailVerifyPayload = z.infer<typeof EmailVerifyPayloadSchema>;
export type EmailLinkParams = z.infer<typeof EmailLinkParamsSchema>;
export type VerifyResendPayload = z.infer<typeof VerifyResendPayloadSchema>;
export type VerificationRequired = z.infer<typeof VerificationRequiredSchema>;
