import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import {
  EMAIL_CODE_LENGTH,
  SMS_CODE_LENGTH,
  type ValidationType,
} from "../../../sdk/api/schemas/verification.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import type { Queryable } from "../../db/database.js";
import type { FanRow } from "../../store/fans.js";
import {
  countWrongCode,
  latestVerificationCode,
  replaceVerificationCode,
} from "../../store/verification-codes.js";
import { fanTextError } from "../api/validate.js";
import { hmacSha256, randomCode, sameDigest } from "../crypto/tokens.js";
import { fanMessageContext } from "../messaging/fan-message-context.js";
import type { OutgoingMessage } from "../messaging/message-sender.js";
import { admitContactMessage } from "../messaging/new-contact-limits.js";
import type { Services } from "../services.js";
import { lockoutAfterWrong, returnAttemptSlot, takeAttemptSlot, tooManyAttempts } from "./code-attempts.js";
import { EMAIL_CODE_TTL_SECONDS, SMS_CODE_TTL_SECONDS } from "./limits.js";
import { verificationMessage } from "./messages.js";

// Verification codes (core-journey §4, §9): random, single use, expiring, stored as a keyed hash.
// Email codes are 6 characters, compared case-insensitively; text codes 5 digits.

export type CodeChannel = "email" | "sms";

/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const EMAIL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SMS_ALPHABET = "0123456789";

/** core-journey §8 "Invalid code". */
/** core-journey §8 "Invalid code" (the catalogue's en-us text; answered in the request's language). */
export const INVALID_CODE = enUs.validation.invalidCode;
export const invalidCode = () => fanTextError(400, { key: "validation.invalidCode" }, { field: "shortCode" });
export const expiredCode = () =>
  fanTextError(400, { key: "verification.codeExpired" }, { field: "shortCode" });

export const channelOf = (type: ValidationType): CodeChannel => (type === "mobile-number" ? "sms" : "email");

const hashCode = (secret: string, fanOid: string, channel: CodeChannel, code: string) =>
  hmacSha256(secret, `verification:${channel}:${fanOid}:${code.toUpperCase()}`);

/**
 * Issues a new code for the fan's registration attempt (retiring that attempt's older ones) and enqueues
 * the message carrying it in the caller's transaction; the caller wakes the delivery worker after the
 * commit (`s.messages.wake()`). Returns the message. Throws 429 past a new-contact message budget.
 */
export async function issueVerification(
  q: Queryable,
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  type: ValidationType,
  attemptOid: string | null = null,
): Promise<OutgoingMessage> {
  const channel = channelOf(type);
  const address = channel === "sms" ? fan.mobileNumber : fan.emailAddress;
  if (!address) throw new Error(`fan ${fan.oid} has no ${channel} address to verify`);
  const code =
    channel === "sms"
      ? randomCode(SMS_ALPHABET, SMS_CODE_LENGTH)
      : randomCode(EMAIL_ALPHABET, EMAIL_CODE_LENGTH);
  await replaceVerificationCode(q, {
    fanOid: fan.oid,
    channel,
    address,
    codeHash: hashCode(s.secret(), fan.oid, channel, code),
    ttlSeconds: channel === "sms" ? SMS_CODE_TTL_SECONDS : EMAIL_CODE_TTL_SECONDS,
    attemptOid,
  });
  // Last, so the server-wide budget row stays locked only until the commit; a refusal rolls back the code.
  await admitContactMessage(q, s, { channel, to: address, campaignOid: campaign.oid });
  const message = verificationMessage(fanMessageContext(s, campaign, fan), s.config.publicOrigin, campaign, {
    to: address,
    type,
    code,
  });
  // In the code's own transaction: the message exists exactly when the code does (issue 17).
  await s.messages.enqueue(q, { campaignOid: campaign.oid, ...message });
  return message;
}

/**
 * Checks a code against the fan's newest one. Returns its id when right: the caller uses it up in its
 * transaction, where a code already used counts only if it registered this fan. A wrong code is a 400,
 * and the fifth wrong one within the window a 429 lockout with `retry_after` minutes (core-journey §4).
 * Every comparison first takes an attempt slot (code-attempts.ts), so simultaneous guesses cannot
 * outrun the lockout.
 */
export async function checkCode(
  s: Services,
  fan: FanRow,
  channel: CodeChannel,
  code: string,
): Promise<number> {
  const slot = await takeAttemptSlot(s.db, channel, fan.oid);
  const guess = hashCode(s.secret(), fan.oid, channel, code);
  const latest = await latestVerificationCode(s.db, fan.oid, channel, guess);
  if (latest && sameDigest(latest.codeHash, guess)) {
    await returnAttemptSlot(s.db, slot);
    if (latest.expired && !latest.usedAt) {
      throw expiredCode();
    }
    return latest.id;
  }
  if (latest) await countWrongCode(s.db, latest.id);
  const lockedFor = lockoutAfterWrong(slot);
  if (lockedFor > 0) throw tooManyAttempts(lockedFor);
  throw invalidCode();
}
