import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { type FanRow, findFan } from "../../store/fans.js";
import { useVerificationCode } from "../../store/verification-codes.js";
import { HttpError } from "../api/validate.js";
import { completeRegistration } from "../fans/complete-registration.js";
import type { Services } from "../services.js";
import { type CodeChannel, checkCode, INVALID_CODE } from "./codes.js";

/**
 * POST /sms-verify and POST /fan-email-verify: a right code is used up and registers the fan, in one
 * transaction (of two concurrent requests with the same code, one wins; a fan already verified with
 * this code gets the same success again).
 */
export async function verifyCode(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  channel: CodeChannel,
  code: string,
): Promise<void> {
  const codeId = await checkCode(s, fan, channel, code);
  const registered = await s.db.transaction(async (tx) => {
    // A concurrent request used the code first: it registered the fan, if the code was this fan's.
    if (!(await useVerificationCode(tx, codeId))) return Boolean((await findFan(tx, fan.oid))?.verifiedAt);
    await completeRegistration(tx, campaign, fan.oid);
    return true;
  });
  if (!registered) throw new HttpError(400, INVALID_CODE, "shortCode");
}
