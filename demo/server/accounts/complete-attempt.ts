import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { findAccount, updateAccount } from "../../store/accounts.js";
import { activateAuthToken, revokeAccountTokens } from "../../store/auth-tokens.js";
import { type FanRow, setPendingReferrer, updateFanRegistration } from "../../store/fans.js";
import { type AttemptRow, completeAccountAttempts } from "../../store/registration-attempts.js";
import { retireFanCodes } from "../../store/verification-codes.js";
import { sha256 } from "../crypto/tokens.js";
import { type Auth, issueAuthToken } from "./auth-token.js";

// issue 15: a registration attempt takes effect only when the code sent for it is entered (or when the
// campaign verifies nothing and its fan registers at once).

/**
 * The attempt's profile and fan packet become the account's and the fan's. Contact details are the
 * fan's own: they changed only where a code was sent to the new address, so nothing unproven moves in.
 */
export async function applyAttempt(q: Queryable, attempt: AttemptRow, fan: FanRow): Promise<void> {
  const account = await findAccount(q, attempt.accountOid);
  if (!account) return;
  await updateAccount(q, {
    ...account,
    emailAddress: fan.emailAddress,
    mobileNumber: fan.mobileNumber,
    profile: attempt.profile,
  });
  if (attempt.fanData) {
    await updateFanRegistration(q, fan.oid, {
      emailAddress: fan.emailAddress,
      mobileNumber: fan.mobileNumber,
      data: { ...fan.data, ...attempt.fanData },
      unverify: false,
    });
    await setPendingReferrer(q, fan.oid, attempt.referrerFanOid);
  }
}

/**
 * The account's address is proven: every other token of the account ends, every other attempt and code
 * with it. The presenter keeps its token when it is the one the code was sent for (the attempt's token,
 * or the account's full token for a code sent to it); any other presenter gets a new token, returned to
 * answer in `x-auth-token`, so the device that entered the code is signed in and no one else is.
 */
export async function signInVerifier(
  q: Queryable,
  campaign: Campaign,
  fan: FanRow & { accountOid: string },
  codeAttemptOid: string | null,
  presenter: Auth | null,
): Promise<{ token?: string }> {
  const own =
    presenter !== null &&
    presenter.accountOid === fan.accountOid &&
    presenter.attemptOid === codeAttemptOid &&
    (presenter.campaignOid === null || presenter.campaignOid === campaign.oid);
  const token = own ? undefined : await issueAuthToken(q, fan.accountOid, campaign.oid);
  if (own) await activateAuthToken(q, presenter.tokenHash, campaign.oid);
  await revokeAccountTokens(q, fan.accountOid, own ? presenter.tokenHash : sha256(token as string));
  await completeAccountAttempts(q, fan.accountOid);
  await retireFanCodes(q, fan.oid);
  return token === undefined ? {} : { token };
}
