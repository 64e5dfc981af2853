import type { CallFailure } from "../api/answer-call.js";
import { ApiError } from "../api/errors.js";
import { CampaignAccountSchema } from "../api/schemas/campaign-account.js";
import type { ErrorBody } from "../api/schemas/error.js";
import { FanSchema } from "../api/schemas/fan.js";
import type { ValidationType } from "../api/schemas/verification.js";

// Answers as answerCall gives them, for the machines' tests: a declared error status with the shared
// error body, a success body, or a failure nothing declares (network, 5xx, a broken contract).

/** A declared error answer: `{ status, data: ErrorBody }`, with the body's result or retry_after. */
export const errorAnswer = <S extends number>(
  status: S,
  extra: Pick<ErrorBody, "result" | "retry_after"> = {},
): { status: S; data: ErrorBody } => ({
  status,
  data: { message: "Refused", statusCode: status, ...extra },
});

/** What no call declares: `statusCode` says which failure (500, 503, a 502 contract breach…). */
export const failedAnswer = (statusCode: number, data?: unknown): CallFailure => ({
  status: "failed",
  error: new ApiError("Failed", statusCode, data),
});

/** A 201 `SuccessBody` (verification, resend, magic link). */
export const successAnswer = () => ({ status: 201 as const, data: { success: true as const } });

/** A 201 of POST /campaign-account: the account. */
export const accountAnswer = () => ({
  status: 201 as const,
  data: CampaignAccountSchema.parse({ oid: "acc_1" }),
});

/** A 201 of POST /campaign-fan or /sms-verify: the fan. */
export const fanAnswer = () => ({
  status: 201 as const,
  data: FanSchema.parse({ oid: "fan_1", campaignOid: "cmp_1" }),
});

/** A 202 of POST /campaign-fan: the verification that must follow. */
export const verificationAnswer = (validationType: ValidationType) => ({
  status: 202 as const,
  data: { validationType },
});
