import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { type AccountRow, findAccount, updateAccount } from "../../store/accounts.js";
import { bindAuthToken, revokeAccountTokens } from "../../store/auth-tokens.js";
import { findFanByAccount, findFansByContact, updateFanRegistration } from "../../store/fans.js";
import { verificationFor } from "../fans/registration-rules.js";
import { namesOf } from "./account-fields.js";
import type { Auth } from "./auth-token.js";
import { contactTaken } from "./contact-taken.js";

/**
 * The signed-in visitor (a full token) updates their account (the update-email path of core-journey
 * §4). When the account already has a fan in the campaign, its contact details follow, and a changed
 * address that the campaign verifies must be verified again. A changed email address or mobile number
 * ends the account's other tokens (issue 15): whoever held them held them for the old address.
 */
export async function updateOwnAccount(
  tx: Queryable,
  auth: Auth,
  campaign: Campaign | null,
  fields: Omit<AccountRow, "oid">,
): Promise<AccountRow | null> {
  const existing = await findAccount(tx, auth.accountOid);
  if (!existing) return null;
  const account: AccountRow = {
    oid: existing.oid,
    ...fields,
    profile: { ...existing.profile, ...fields.profile },
  };
  if (campaign) {
    const fan = await findFanByAccount(tx, campaign.oid, account.oid);
    if (fan) {
      const others = await findFansByContact(tx, campaign.oid, account);
      const clash = others.find((other) => other.oid !== fan.oid);
      if (clash) throw contactTaken([clash], account);
      const changed = fan.emailAddress !== account.emailAddress || fan.mobileNumber !== account.mobileNumber;
      const registeredBy =
        typeof fan.data.registrationType === "string" ? fan.data.registrationType : "email";
      await updateFanRegistration(tx, fan.oid, {
        emailAddress: account.emailAddress,
        mobileNumber: account.mobileNumber,
        data: { ...fan.data, ...namesOf(account) },
        unverify: changed && verificationFor(campaign, registeredBy) !== null,
      });
    }
    if (auth.campaignOid === null) await bindAuthToken(tx, auth.tokenHash, campaign.oid);
  }
  if (existing.emailAddress !== account.emailAddress || existing.mobileNumber !== account.mobileNumber) {
    await revokeAccountTokens(tx, account.oid, auth.tokenHash);
  }
  await updateAccount(tx, account);
  return account;
}
