import { CampaignAccountSchema } from "../schemas/campaign-account.js";
import { FanSchema } from "../schemas/fan.js";
import { AccountPacketSchema, FanPacketSchema } from "../schemas/registration-packet.js";
import { SuccessBodySchema } from "../schemas/success.js";
import {
  EmailVerifyPayloadSchema,
  SmsVerifyPayloadSchema,
  VerificationRequiredSchema,
  VerifyResendPayloadSchema,
} from "../schemas/verification.js";
import { defineCall, noContent } from "./define-call.js";
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from "./errors.js";
import { getCampaignFan } from "./fan.js";
import { campaignParams } from "./params.js";

// Registration and verification (core-journey §4 and §7). Account creation comes first, then the fan.

export { getCampaignFan };

export const createCampaignAccount = defineCall({
  id: "createCampaignAccount",
  method: "POST",
  path: "/campaign-account",
  summary: "Create (or resume) the visitor's account from the registration packet",
  body: AccountPacketSchema,
  responses: { 201: CampaignAccountSchema, ...badRequest, ...conflict, ...tooManyRequests },
});

export const createCampaignFan = defineCall({
  id: "createCampaignFan",
  method: "POST",
  path: "/campaign-fan",
  summary: "Register the account for the campaign: 201 the fan, 202 when verification must follow",
  body: FanPacketSchema,
  responses: {
    201: FanSchema,
    202: VerificationRequiredSchema,
    ...badRequest,
    ...unauthorized,
    ...notFound,
    ...conflict,
    ...tooManyRequests,
  },
});

export const resendVerification = defineCall({
  id: "resendVerification",
  method: "POST",
  path: "/campaign/{campaignOid}/verify-resend",
  summary: "Send the verification code or link again (429 once the resend limit is reached)",
  params: campaignParams,
  body: VerifyResendPayloadSchema,
  responses: { 201: SuccessBodySchema, ...badRequest, ...unauthorized, ...tooManyRequests },
});

export const verifySms = defineCall({
  id: "verifySms",
  method: "POST",
  path: "/sms-verify",
  summary: "Check the 5-character text-message code; 201 answers the verified fan",
  body: SmsVerifyPayloadSchema,
  responses: { 201: FanSchema, ...badRequest, ...unauthorized, ...tooManyRequests },
});

export const verifyFanEmail = defineCall({
  id: "verifyFanEmail",
  method: "POST",
  path: "/fan-email-verify",
  summary: "Check the 6-character emailed code; 429 may carry retry_after (minutes)",
  body: EmailVerifyPayloadSchema,
  responses: { 201: SuccessBodySchema, ...badRequest, ...unauthorized, ...tooManyRequests },
});

export const logOut = defineCall({
  id: "logOut",
  method: "POST",
  path: "/campaign-account/logout",
  summary: "End the token the request carries (sign this device out); 401 when it is not a live token",
  responses: { 204: noContent, ...unauthorized },
});

export const registrationCalls = [
  createCampaignAccount,
  logOut,
  getCampaignFan,
  createCampaignFan,
  resendVerification,
  verifySms,
  verifyFanEmail,
] as const;
