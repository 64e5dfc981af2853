import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { FanPacket } from "../../../sdk/api/schemas/registration-packet.js";
import type { ValidationType } from "../../../sdk/api/schemas/verification.js";
import { typeSwitches } from "../../../sdk/flow/type-switches.js";
import type { Language } from "../../../sdk/i18n/languages.js";
import type { AccountRow } from "../../store/accounts.js";
import { bindAuthToken } from "../../store/auth-tokens.js";
import {
  type FanData,
  type FanRanking,
  type FanRow,
  findFan,
  findFanByAccount,
  findFansByContact,
  insertFan,
  setFanLanguage,
  updateFanRegistration,
} from "../../store/fans.js";
import { registerFanAtOnce } from "../../store/register-at-once.js";
import { type AttemptRow, recordAttemptRegistration } from "../../store/registration-attempts.js";
import { namesOf } from "../accounts/account-fields.js";
import { type Auth, opensCampaign } from "../accounts/auth-token.js";
import { applyAttempt, signInVerifier } from "../accounts/complete-attempt.js";
import { conflictOnDuplicate, contactTaken } from "../accounts/contact-taken.js";
import { loadRegistrant } from "../accounts/registrant.js";
import { fanTextError, HttpError } from "../api/validate.js";
import { journeyCampaign } from "../campaigns/journey-campaign.js";
import { liveVersionOf } from "../campaigns/load-campaign.js";
import { newOid } from "../crypto/tokens.js";
import type { OutgoingMessage } from "../messaging/message-sender.js";
import { heldLimit, settleHeldLimit } from "../rate-limit/held-limit.js";
import { ensureReferralLinks, FAN_LINK, proposeSlugs } from "../referrals/referral-links.js";
import { findReferringFan } from "../referrals/resolve-referral.js";
import type { Services } from "../services.js";
import { channelOf, issueVerification } from "../verification/codes.js";
import { countVerificationSend } from "../verification/send-limit.js";
import { emitWebhookEvent, fanEventData } from "../webhooks/webhook-events.js";
import { completeRegistration } from "./complete-registration.js";
import { FAN_ABSENT } from "./current-fan.js";
import {
  checkCustomFields,
  checkEmailAllowed,
  checkRegistrationType,
  checkRequiredFields,
  verificationFor,
} from "./registration-rules.js";

// POST /campaign-fan (core-journey §4 form submit): 201 with the fan, or 202 with the verification the
// fan must complete first. One fan per (campaign, account / email / mobile), whatever the concurrency.

export type Registration =
  | {
      status: 201;
      fan: FanRow;
      /** The campaign as this fan's journey sees it (journey-campaign.ts): what its answer shows. */
      campaign: Campaign;
      /** Set when the fan was created by this call: its referral slugs and place; nothing else exists yet. */
      created?: { slugs: Record<string, string>; ranking: FanRanking };
    }
  | { status: 202; validationType: ValidationType };

/** core-journey §8: "Campaign-ended messages exist per type, for example 'Presale registrations have ended'". */

/**
 * An attempt joining another attempt's pending registration (issue 15) may only verify the address that
 * registration already has on the channel the campaign verifies: a code goes to that address, so only
 * its owner can complete the attempt, and no attempt can point the fan at an address of its own.
 */
function checkJoinedRegistration(fan: FanRow, account: AccountRow, verification: ValidationType | null) {
  const channel = verification ? channelOf(verification) : null;
  const proves = channel === "sms" ? account.mobileNumber : channel === "email" ? account.emailAddress : null;
  const has = channel === "sms" ? fan.mobileNumber : fan.emailAddress;
  if (fan.verifiedAt || proves === null || proves !== has) throw contactTaken([fan], account);
}

/** What the checks before any write decide. */
interface Judged {
  auth: Auth;
  /** The campaign as this fan's journey sees it (journey-campaign.ts). */
  campaign: Campaign;
  account: AccountRow;
  attempt: AttemptRow | null;
  data: FanData;
  referrerFanOid: string | null;
  verification: ValidationType | null;
  campaignVersion: number | null;
}

async function judge(s: Services, live: Campaign, auth: Auth | null, packet: FanPacket): Promise<Judged> {
  if (!auth) throw new HttpError(401, `${FAN_ABSENT} Create the account first (POST /campaign-account).`);
  if (!opensCampaign(auth, live.oid)) {
    throw new HttpError(401, `${FAN_ABSENT} The auth token belongs to another campaign.`);
  }
  if (live.endDate && Date.parse(live.endDate) <= Date.now()) {
    throw fanTextError(409, { key: `ended.${live.type}` }, { asResult: true });
  }
  const registrant = await loadRegistrant(s.db, auth);
  if (!registrant) throw new HttpError(401, FAN_ABSENT);
  const { fields: account, attempt } = registrant;
  // An attempt started on this campaign is judged by the version it started with; the fan keeps it.
  const ownAttempt = attempt?.campaignOid === live.oid ? attempt : null;
  const campaign = await journeyCampaign(s.db, live, ownAttempt);
  const campaignVersion = ownAttempt ? ownAttempt.campaignVersion : (liveVersionOf(live) ?? null);
  checkRegistrationType(campaign, packet.registrationType);
  if (packet.registrationType === "email" && !account.emailAddress) {
    throw new HttpError(400, "Your Email Address is required", "emailAddress");
  }
  if (packet.registrationType === "mobile" && !account.mobileNumber) {
    throw new HttpError(400, "Your Mobile Number is required", "mobileNumber");
  }
  checkRequiredFields(campaign, account);
  checkEmailAllowed(campaign, account);
  const data: FanData = {
    ...namesOf(account),
    registrationType: packet.registrationType,
    customFields: checkCustomFields(campaign, packet),
    ...(packet.selectedVenue && { selectedVenue: packet.selectedVenue }),
    ...(packet.subscriptionPreferences && { subscriptionPreferences: packet.subscriptionPreferences }),
  };
  const referrerFanOid = packet.referralCode
    ? await findReferringFan(s.db, campaign.oid, packet.referralCode)
    : null;
  const verification = verificationFor(campaign, packet.registrationType);
  return { auth, campaign, account, attempt, data, referrerFanOid, verification, campaignVersion };
}

/**
 * A new fan of a campaign that verifies nothing, in one statement (register-at-once.ts); null when the
 * registration is not such a one, or the statement wrote nothing: the general path then sees why.
 */
async function registerAtOnce(s: Services, judged: Judged, language: Language): Promise<Registration | null> {
  const { auth, campaign, account, attempt, data, referrerFanOid, verification } = judged;
  if (!attempt || attempt.resumed || verification !== null || typeSwitches(campaign.type).stream) return null;
  const slugs = proposeSlugs([FAN_LINK]);
  const { registered: done, counted } = await registerFanAtOnce(s.db, {
    fanOid: newOid("fan"),
    campaignOid: campaign.oid,
    promoterOid: campaign.promoterOid,
    accountOid: account.oid,
    emailAddress: account.emailAddress,
    mobileNumber: account.mobileNumber,
    data,
    referrerFanOid,
    referralPoints: campaign.defaults.points.referral,
    language,
    slugs,
    attemptOid: attempt.oid,
    profile: attempt.profile,
    tokenHash: auth.tokenHash,
    campaignVersion: judged.campaignVersion,
    attemptCampaign: { oid: attempt.campaignOid, version: attempt.campaignVersion },
    // Counted here when no statement of this request has yet (the token was not read: fresh-attempts.ts).
    hit: heldLimit(),
  });
  await settleHeldLimit(s.db, counted);
  if (!done) return null;
  // A slug another link took (rare): propose another for it.
  const links =
    Object.keys(done.links).length === Object.keys(slugs).length
      ? done.links
      : await ensureReferralLinks(s.db, done.fan, done.links);
  return { status: 201, fan: done.fan, campaign, created: { slugs: links, ranking: done.ranking } };
}

/**
 * Issue 18: the fan call that follows this process's own account call, judged from what that call kept
 * (fresh-attempts.ts) instead of the token's read. Null when it does not register at once: the caller then
 * reads the token and registers as usual, which also answers whatever is wrong from the database's rows,
 * not from what was kept. A request past its per-address limit is refused here (429), counted once.
 */
export async function registerKeptAttempt(
  s: Services,
  live: Campaign,
  kept: Auth,
  packet: FanPacket,
  language: Language,
): Promise<Registration | null> {
  const judged = await judge(s, live, kept, packet).catch(() => null);
  return judged && registerAtOnce(s, judged, language);
}

export async function registerFan(
  s: Services,
  live: Campaign,
  presented: Auth | null,
  packet: FanPacket,
  /** The language of the request (messaging/compose/message-language.ts), recorded on the fan. */
  language: Language,
): Promise<Registration> {
  const judged = await judge(s, live, presented, packet);
  const atOnce = await registerAtOnce(s, judged, language);
  if (atOnce) return atOnce;
  const { auth, campaign, account, attempt, data, referrerFanOid, verification, campaignVersion } = judged;

  const { fan, message } = await s.db
    .transaction(async (tx) => {
      let fan = await findFanByAccount(tx, campaign.oid, account.oid);
      let registeredNow = false;
      // An attempt never opens a fan someone already registered (verification ends its token anyway).
      if (fan?.verifiedAt && attempt) throw contactTaken([fan], account);
      if (fan && attempt?.resumed) {
        // Another attempt's pending registration: nothing of it changes before this one's code is entered.
        checkJoinedRegistration(fan, account, verification);
        const clash = (await findFansByContact(tx, campaign.oid, account)).filter((o) => o.oid !== fan?.oid);
        if (clash.length > 0) throw contactTaken(clash, account);
      } else if (fan) {
        const changed =
          fan.emailAddress !== account.emailAddress || fan.mobileNumber !== account.mobileNumber;
        if (changed) {
          const clash = (await findFansByContact(tx, campaign.oid, account)).filter(
            (other) => other.oid !== fan?.oid,
          );
          if (clash.length > 0) throw contactTaken(clash, account);
        }
        // A registered fan registering again keeps its registration; a pending one may change it.
        if (!fan.verifiedAt || changed) {
          await updateFanRegistration(tx, fan.oid, {
            emailAddress: account.emailAddress,
            mobileNumber: account.mobileNumber,
            data: { ...fan.data, ...data },
            unverify: changed && verification !== null,
          });
          fan = (await findFan(tx, fan.oid)) ?? fan;
        }
      } else {
        fan = await insertFan(tx, {
          oid: newOid("fan"),
          campaignOid: campaign.oid,
          accountOid: account.oid,
          emailAddress: account.emailAddress,
          mobileNumber: account.mobileNumber,
          data,
          verified: verification === null,
          referrerFanOid,
          language,
          campaignVersion,
        });
        if (!fan) throw contactTaken(await findFansByContact(tx, campaign.oid, account), account);
        await emitWebhookEvent(tx, campaign.oid, "fan.registered", fanEventData(fan));
        await ensureReferralLinks(tx, fan);
        // Registered on creation (no verification): complete it (referral, livestream register action).
        if (fan.verifiedAt) await completeRegistration(tx, campaign, fan.oid);
        registeredNow = fan.verifiedAt !== null;
      }
      if (fan.language !== language) {
        await setFanLanguage(tx, fan.oid, language);
        fan = { ...fan, language };
      }
      if (auth.campaignOid === null) await bindAuthToken(tx, auth.tokenHash, campaign.oid);
      if (attempt) {
        await recordAttemptRegistration(tx, attempt.oid, {
          campaignOid: campaign.oid,
          fanData: data,
          referrerFanOid,
        });
        // Nothing to prove (the campaign verifies nothing): the attempt is the registration.
        if (registeredNow && fan.accountOid) {
          await applyAttempt(tx, { ...attempt, fanData: data, referrerFanOid }, fan);
          await signInVerifier(tx, campaign, { ...fan, accountOid: fan.accountOid }, attempt.oid, auth);
        }
      }
      let message: OutgoingMessage | undefined;
      if (!fan.verifiedAt && verification) {
        // Registering again while pending sends a fresh code, within the same hourly cap as resends.
        const send = await countVerificationSend(tx, channelOf(verification), fan.oid);
        if (send.allowed)
          message = await issueVerification(tx, s, campaign, fan, verification, attempt?.oid ?? null);
      }
      return { fan, message };
    })
    .catch(conflictOnDuplicate(account));
  // Queued with the code; its delivery failing later never undoes the registration (the fan can resend).
  if (message) s.messages.wake();
  if (!fan.verifiedAt && verification) return { status: 202, validationType: verification };
  return { status: 201, fan, campaign };
}
