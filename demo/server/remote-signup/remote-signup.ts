import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { RemoteSignupPayload, RemoteSignupResult } from "../../../sdk/api/schemas/remote-signup.js";
import type { Language } from "../../../sdk/i18n/languages.js";
import { insertAccount } from "../../store/accounts.js";
import { findFansByContact, insertFan } from "../../store/fans.js";
import { findPromoter } from "../../store/promoters.js";
import { accountFromPacket, namesOf, newAccountOid } from "../accounts/account-fields.js";
import { formatDob } from "../accounts/contact-rules.js";
import { HttpError } from "../api/validate.js";
import { liveVersionOf } from "../campaigns/load-campaign.js";
import { newOid } from "../crypto/tokens.js";
import {
  checkCustomFields,
  checkEmailAllowed,
  checkRequiredFields,
  verificationFor,
} from "../fans/registration-rules.js";
import type { OutgoingMessage } from "../messaging/message-sender.js";
import { ensureReferralLinks } from "../referrals/referral-links.js";
import type { Services } from "../services.js";
import { issueVerification } from "../verification/codes.js";
import { emitWebhookEvent, fanEventData } from "../webhooks/webhook-events.js";
import { isDomainValid } from "./domain-hash.js";
import { isFromDomain } from "./request-origin.js";

/** engagement §8: what the bridge logs when the domain does not check out. */
export const DOMAIN_REFUSED = "Could not authenticate domain!";

class AlreadyRegistered extends Error {}

/** The date of birth arrives as midnight UTC (engagement §5 "DDMMYYYY converted to midnight UTC"). */
function dobOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getTime() % 86_400_000 !== 0) {
    throw new HttpError(400, "Your Date of Birth must be a date at midnight UTC", "dob");
  }
  return formatDob(date);
}

function registrationTypeOf(campaign: Campaign, payload: RemoteSignupPayload): "email" | "mobile" {
  const providers = campaign.registrations.providers;
  if (providers.length === 0 || providers.includes("email")) return "email";
  if (providers.includes("mobile") && payload.mobileNumber) return "mobile";
  throw new HttpError(400, "Your Mobile Number is required", "mobileNumber");
}

/** The request's own headers that say which page sent it (request-origin.ts), and its language. */
export interface RequestSource {
  origin: string | undefined;
  referer: string | undefined;
  /** messaging/compose/message-language.ts: the fan's messages are written in it. */
  language: Language;
}

/**
 * POST /remote-signup: registers the fan for real (engagement §4, §5), the same rules as the hosted
 * form: the campaign's required fields, its custom fields and its email rules. Answers success for an
 * address already registered too, as the promoter's form has nothing else to show; `campaignFanOid` is
 * given only for a new fan.
 */
export async function remoteSignup(
  s: Services,
  campaign: Campaign,
  payload: RemoteSignupPayload,
  source: RequestSource,
): Promise<RemoteSignupResult> {
  const promoter = await findPromoter(s.db, campaign.promoterOid);
  if (
    !promoter ||
    !isDomainValid(s.secret(), promoter, payload.domain, payload.hash) ||
    !isFromDomain(source, payload.domain, s.config.publicOrigin)
  ) {
    throw new HttpError(403, DOMAIN_REFUSED);
  }
  if (campaign.endDate && Date.parse(campaign.endDate) <= Date.now()) {
    throw new HttpError(400, "Registrations for this campaign have ended", "campaignOid");
  }
  const { campaignOid: _c, domain: _d, hash: _h, dob, cfMap = {}, ...form } = payload;
  const registrationType = registrationTypeOf(campaign, payload);
  const fields = accountFromPacket({ ...form, registrationType, ...(dob && { dob: dobOf(dob) }) });
  checkRequiredFields(campaign, fields);
  checkEmailAllowed(campaign, fields);
  const customFields = checkCustomFields(campaign, { customFields: [], cfMap });
  const verification = verificationFor(campaign, registrationType);

  const { fanOid, message } = await s.db
    .transaction(async (tx) => {
      if ((await findFansByContact(tx, campaign.oid, fields)).length > 0) return { fanOid: undefined };
      const accountOid = newAccountOid();
      await insertAccount(tx, { oid: accountOid, ...fields });
      const fan = await insertFan(tx, {
        oid: newOid("fan"),
        campaignOid: campaign.oid,
        accountOid,
        emailAddress: fields.emailAddress,
        mobileNumber: fields.mobileNumber,
        data: {
          ...namesOf(fields),
          registrationType,
          customFields,
          source: "remote-signup",
          domain: payload.domain,
        },
        verified: verification === null,
        referrerFanOid: null,
        language: source.language,
        campaignVersion: liveVersionOf(campaign) ?? null,
      });
      // A concurrent signup with the same address won: roll back this one's account.
      if (!fan) throw new AlreadyRegistered();
      await emitWebhookEvent(tx, campaign.oid, "fan.registered", fanEventData(fan));
      await ensureReferralLinks(tx, fan);
      const message: OutgoingMessage | undefined = verification
        ? await issueVerification(tx, s, campaign, fan, verification)
        : undefined;
      return { fanOid: fan.oid, message };
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyRegistered) return { fanOid: undefined, message: undefined };
      throw error;
    });
  if (message) s.messages.wake();
  return { success: true, ...(fanOid && { campaignFanOid: fanOid }) };
}
