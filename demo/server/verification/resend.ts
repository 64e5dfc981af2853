import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Language } from "../../../sdk/i18n/languages.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { type FanRow, setFanLanguage } from "../../store/fans.js";
import { fanTextError, HttpError } from "../api/validate.js";
import { verificationFor } from "../fans/registration-rules.js";
import { minutesToWait } from "../rate-limit/rate-limiter.js";
import type { Services } from "../services.js";
import { issueVerification } from "./codes.js";
import { countVerificationSend } from "./send-limit.js";

/** core-journey §8 "Text resend exceeded". */
export const SMS_RESEND_EXCEEDED = enUs.verification.maxTextsResent;

/** POST /campaign/{campaignOid}/verify-resend: a new code (or link) for the attempt, to the fan's address. */
export async function resendVerification(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  verificationType: "sms" | "email",
  /** The registration attempt whose code is sent again (null for a full token's re-verification). */
  attemptOid: string | null,
  /** The language of the request, recorded on the fan: the new message is written in it. */
  language: Language,
): Promise<void> {
  if (fan.verifiedAt) throw new HttpError(400, "This fan is already verified", "verificationType");
  const registeredBy = typeof fan.data.registrationType === "string" ? fan.data.registrationType : "email";
  const type = verificationType === "sms" ? "mobile-number" : verificationFor(campaign, "email");
  if (!type || (verificationType === "sms") !== (registeredBy === "mobile")) {
    throw new HttpError(400, `This fan is not verified by ${verificationType}`, "verificationType");
  }
  await s.db.transaction(async (tx) => {
    const sent = await countVerificationSend(tx, verificationType, fan.oid);
    if (!sent.allowed) {
      const minutes = minutesToWait(sent.retryAfterSeconds);
      if (verificationType === "sms") {
        const extra = { retry_after: minutes };
        throw fanTextError(429, { key: "verification.maxTextsResent" }, { extra });
      }
      const message = `Too many emails resent. Please wait ${minutes} minutes before trying again.`;
      throw new HttpError(429, message, undefined, { retry_after: minutes });
    }
    if (fan.language !== language) await setFanLanguage(tx, fan.oid, language);
    await issueVerification(tx, s, campaign, { ...fan, language }, type, attemptOid);
  });
  s.messages.wake();
}
