import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { type FanRow, findFan, lockFan } from "../../store/fans.js";
import { findAttempt } from "../../store/registration-attempts.js";
import { useVerificationCode } from "../../store/verification-codes.js";
import type { Auth } from "../accounts/auth-token.js";
import { applyAttempt, signInVerifier } from "../accounts/complete-attempt.js";
import { conflictOnDuplicate } from "../accounts/contact-taken.js";
import { completeRegistration } from "../fans/complete-registration.js";
import type { Services } from "../services.js";
import { type CodeChannel, checkCode, expiredCode, invalidCode } from "./codes.js";

/** core-journey §8 wording for a code that can no longer verify (retired, or for an old address). */

/**
 * POST /sms-verify and POST /fan-email-verify: a right code is used up and registers the fan, in one
 * transaction (of two concurrent requests with the same code, one wins; a fan already verified with
 * this code gets the same success again). The registration attempt the code was sent for takes effect,
 * and the device that presented the code is the only one signed in (issue 15): `token` is set when
 * that device needs a new one.
 */
export async function verifyCode(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  channel: CodeChannel,
  code: string,
  presenter: Auth | null,
): Promise<{ token?: string }> {
  const codeId = await checkCode(s, fan, channel, code);
  return s.db
    .transaction(async (tx) => {
      // Two attempts' codes entered at once: one verifies, the other then finds its attempt over.
      await lockFan(tx, fan.oid);
      const used = await useVerificationCode(tx, codeId);
      const current = await findFan(tx, fan.oid);
      // A concurrent request used the code first: it registered the fan, if the code was this fan's.
      if (!used || !current) {
        if (current?.verifiedAt) return {};
        throw invalidCode();
      }
      // A code proves the address it was sent to, only while the fan still has that address.
      const address = channel === "sms" ? current.mobileNumber : current.emailAddress;
      if (used.address !== address) throw expiredCode();
      const attempt = used.attemptOid ? await findAttempt(tx, used.attemptOid) : null;
      if (attempt?.completedAt) throw expiredCode();
      if (attempt) await applyAttempt(tx, attempt, current);
      await completeRegistration(tx, campaign, fan.oid);
      if (!current.accountOid) return {};
      return signInVerifier(
        tx,
        campaign,
        { ...current, accountOid: current.accountOid },
        used.attemptOid,
        presenter,
      );
    })
    .catch(conflictOnDuplicate(fan));
}
