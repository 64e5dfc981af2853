import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { CampaignAccount } from "../../../sdk/api/schemas/campaign-account.js";
import type { AccountPacket } from "../../../sdk/api/schemas/registration-packet.js";
import type { Queryable } from "../../db/database.js";
import { type AccountRow, insertAccount } from "../../store/accounts.js";
import { findFansByContact } from "../../store/fans.js";
import { findAttempt, insertAttempt, updateAttemptFields } from "../../store/registration-attempts.js";
import { startFreshAttempt } from "../../store/start-attempt.js";
import { HttpError } from "../api/validate.js";
import { liveVersionOf, loadCampaignByOid } from "../campaigns/load-campaign.js";
import { newOid, randomToken, sha256 } from "../crypto/tokens.js";
import { checkEmailAllowed } from "../fans/registration-rules.js";
import { enforceHeldLimit, heldLimit, settleHeldLimit } from "../rate-limit/held-limit.js";
import type { Services } from "../services.js";
import { accountFromPacket, accountView, newAccountOid } from "./account-fields.js";
import {
  AUTH_TOKEN_TTL_DAYS,
  type Auth,
  issueAuthToken,
  opensCampaign,
  resolveRegistrationAuth,
} from "./auth-token.js";
import { conflictOnDuplicate, contactTaken, refuseTakenSpelling } from "./contact-taken.js";
import { updateOwnAccount } from "./update-own-account.js";

// POST /campaign-account (core-journey §4 "Account creation happens first, then fan creation").

export interface CreatedAccount {
  account: CampaignAccount;
  /** For the `x-auth-token` answer header. */
  token: string;
}

/**
 * A token bound to a registration attempt sends its packet again (a retry, the update-email path): the
 * attempt keeps it; the account is not touched until the attempt's code is entered. An attempt that
 * joined another's pending registration and now gives another address is a new registration (null: the
 * caller starts a new attempt, with a new token).
 */
async function updateOwnAttempt(
  tx: Queryable,
  auth: Auth & { attemptOid: string },
  fields: Omit<AccountRow, "oid">,
): Promise<AccountRow | null> {
  const attempt = await findAttempt(tx, auth.attemptOid);
  if (!attempt || attempt.completedAt) return null;
  const moved = fields.emailAddress !== attempt.emailAddress || fields.mobileNumber !== attempt.mobileNumber;
  if (attempt.resumed && moved) return null;
  const profile = { ...attempt.profile, ...fields.profile };
  await updateAttemptFields(tx, attempt.oid, { ...fields, profile });
  return { oid: attempt.accountOid, ...fields, profile };
}

/**
 * A visitor without a token for this campaign starts a registration attempt (issue 15). An address
 * already registered (verified) is refused with the core-journey §8 message; one still being verified
 * is joined, so a fan who lost the tab can finish, but the attempt keeps its own packet: the account
 * and fan stay as they are until this attempt's code is entered, and the answer shows only what this
 * request sent. The token drives this attempt only.
 */
async function startAttempt(
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
  if (!resumed) await insertAccount(tx, account);
  const attemptOid = newOid("att");
  await insertAttempt(tx, {
    oid: attemptOid,
    accountOid: oid,
    campaignOid: campaign?.oid ?? null,
    ...fields,
    resumed,
    // The journey starts here: the fan keeps this version of the campaign (journey-campaign.ts).
    campaignVersion: campaign ? (liveVersionOf(campaign) ?? null) : null,
  });
  return { account, token: await issueAuthToken(tx, oid, campaign?.oid ?? null, attemptOid) };
}

/**
 * The hot path of a presale (issue 18): a new visitor whose contact the campaign has no fan for starts
 * its attempt in one statement, which also counts the per-address limit. Null when the campaign has such
 * a fan: the transaction below decides.
 */
async function startAtOnce(
  s: Services,
  campaign: Campaign,
  fields: Omit<AccountRow, "oid">,
): Promise<{ account: AccountRow; token: string } | null> {
  const account: AccountRow = { oid: newAccountOid(), ...fields };
  const token = randomToken();
  const input = {
    account,
    campaignOid: campaign.oid,
    attemptOid: newOid("att"),
    tokenHash: sha256(token),
    ttlDays: AUTH_TOKEN_TTL_DAYS,
    campaignVersion: liveVersionOf(campaign) ?? null,
  };
  const started = await startFreshAttempt(s.db, input, heldLimit());
  await settleHeldLimit(s.db, started.counted);
  if (!started.written) return null;
  const { attemptOid, tokenHash, campaignVersion } = input;
  s.freshAttempts.keep({
    tokenHash,
    accountOid: account.oid,
    campaignOid: campaign.oid,
    attemptOid,
    attempt: {
      oid: attemptOid,
      accountOid: account.oid,
      campaignOid: campaign.oid,
      emailAddress: account.emailAddress,
      mobileNumber: account.mobileNumber,
      profile: account.profile,
      fanData: null,
      referrerFanOid: null,
      resumed: false,
      completedAt: null,
      campaignVersion,
      createdAt: new Date(),
    },
  });
  return { account, token };
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
  const auth = await resolveRegistrationAuth(s.db, token);
  const own = auth && (!campaign || opensCampaign(auth, campaign.oid)) ? auth : null;
  const fresh = !own && campaign ? await startAtOnce(s, campaign, fields) : null;
  if (!fresh) await enforceHeldLimit(s.db);
  const result =
    fresh ??
    (await s.db
      .transaction(async (tx) => {
        const updated =
          own?.attemptOid != null
            ? await updateOwnAttempt(tx, { ...own, attemptOid: own.attemptOid }, fields)
            : own
              ? await updateOwnAccount(tx, own, campaign, fields)
              : null;
        return updated && token ? { account: updated, token } : startAttempt(tx, campaign, fields);
      })
      .catch(conflictOnDuplicate(fields)));
  const context = {
    campaignOid: campaign?.oid ?? own?.campaignOid ?? null,
    ...(campaign && { promoterOid: campaign.promoterOid }),
  };
  return { account: accountView(result.account, context), token: result.token };
}
