import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { CampaignAccount } from "../../../sdk/api/schemas/campaign-account.js";
import type { AccountPacket } from "../../../sdk/api/schemas/registration-packet.js";
import type { Queryable } from "../../db/database.js";
import { type AccountRow, findAccount, insertAccount, updateAccount } from "../../store/accounts.js";
import { bindAuthToken } from "../../store/auth-tokens.js";
import { findFanByAccount, findFansByContact, updateFanRegistration } from "../../store/fans.js";
import { HttpError } from "../api/validate.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { checkEmailAllowed, verificationFor } from "../fans/registration-rules.js";
import type { Services } from "../services.js";
import { accountFromPacket, accountView, namesOf, newAccountOid } from "./account-fields.js";
import { type Auth, issueAuthToken, opensCampaign, resolveAuth } from "./auth-token.js";
import { conflictOnDuplicate, contactTaken, refuseTakenSpelling } from "./contact-taken.js";

// POST /campaign-account (core-journey §4 "Account creation happens first, then fan creation").

export interface CreatedAccount {
  account: CampaignAccount;
  /** For the `x-auth-token` answer header. */
  token: string;
}

/**
 * The signed-in visitor updates their account (the update-email path of core-journey §4). When the
 * account already has a fan in the campaign, its contact details follow, and a changed address that the
 * campaign verifies must be verified again.
 */
async function updateOwnAccount(
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
  await updateAccount(tx, account);
  return account;
}

/**
 * A visitor without a token for this campaign. An address already registered (verified) is refused
 * with the core-journey §8 message; one still being verified is resumed, so a fan who lost the tab can
 * finish, but the profile is replaced, not merged: the answer shows only what this request sent.
 */
async function createOrResume(
  tx: Queryable,
  campaign: Campaign | null,
  fields: Omit<AccountRow, "oid">,
): Promise<{ account: AccountRow; token: string }> {
  let oid = newAccountOid();
  let resumed = false;
  if (campaign) {
    const fans = await findFansByContact(tx, campaign.oid, fields);
    const registered = fans.find((fan) => fan.verifiedAt);
    if (registered) throw contactTaken([registered], fields);
    const pending = fans.find((fan) => fan.accountOid);
    if (fans.length > 1 || (fans.length === 1 && !pending)) throw contactTaken(fans, fields);
    if (pending?.accountOid) {
      oid = pending.accountOid;
      resumed = true;
    }
  }
  const account: AccountRow = { oid, ...fields };
  if (resumed) await updateAccount(tx, account);
  else await insertAccount(tx, account);
  return { account, token: await issueAuthToken(tx, oid, campaign?.oid ?? null) };
}

export async function createAccount(
  s: Services,
  packet: AccountPacket,
  token: string | undefined,
): Promise<CreatedAccount> {
  if (packet.campaignOid && packet.emailAddress) {
    await refuseTakenSpelling(s.db, packet.campaignOid, packet.emailAddress);
  }
  const fields = accountFromPacket(packet);
  const campaign = packet.campaignOid ? await loadCampaignByOid(s.db, packet.campaignOid) : null;
  if (packet.campaignOid && !campaign) {
    throw new HttpError(400, `Unknown campaignOid "${packet.campaignOid}"`, "campaignOid");
  }
  if (campaign) checkEmailAllowed(campaign, fields);
  const auth = await resolveAuth(s.db, token);
  const own = auth && (!campaign || opensCampaign(auth, campaign.oid)) ? auth : null;
  const result = await s.db
    .transaction(async (tx) => {
      const updated = own && token ? await updateOwnAccount(tx, own, campaign, fields) : null;
      return updated ? { account: updated, token: token as string } : createOrResume(tx, campaign, fields);
    })
    .catch(conflictOnDuplicate(fields));
  const context = {
    campaignOid: campaign?.oid ?? own?.campaignOid ?? null,
    ...(campaign && { promoterOid: campaign.promoterOid }),
  };
  return { account: accountView(result.account, context), token: result.token };
}
