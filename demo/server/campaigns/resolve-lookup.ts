import type { CallResponseInput } from "../../../sdk/api/calls/define-call.js";
import type { getCampaignByUri } from "../../../sdk/api/calls/lookup.js";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { TourSchema } from "../../../sdk/api/schemas/tour.js";
import type { RouteTarget } from "../../../sdk/routing/route-target.js";
import type { Queryable } from "../../db/database.js";
import { findAccount } from "../../store/accounts.js";
import { findFanByAccount } from "../../store/fans.js";
import { type AttemptRow, findAttempt } from "../../store/registration-attempts.js";
import { findShortUrl } from "../../store/short-urls.js";
import { findTourBySlug } from "../../store/tours.js";
import { accountView } from "../accounts/account-fields.js";
import { type Auth, opensCampaign } from "../accounts/auth-token.js";
import { findReferringFan } from "../referrals/resolve-referral.js";
import { publicStreamView, tourWithoutStreamUrls } from "../stream/public-stream.js";
import { findReferrer } from "./find-referrer.js";
import { type JourneyPin, journeyCampaign } from "./journey-campaign.js";
import { loadCampaignByOid, loadCampaignByUri } from "./load-campaign.js";

/** The 200 answer of GET /campaign-uri, checked by the compiler against the call's schema. */
export type LookupAnswer = CallResponseInput<typeof getCampaignByUri, 200>;

/** Who is looking: the API call knows the visitor's token and the referral code of the link followed. */
export interface Visitor {
  auth?: Auth | null;
  /** The `referrer` query: the slug of a fan's short URL. */
  referrerCode?: string;
}

/**
 * The visitor's account, only when the token may act in this campaign (a token never crosses campaigns).
 * A token bound to a registration attempt reads back only what that attempt sent (so a reload keeps the
 * form filled), never the account it may have joined (issue 15).
 */
async function accountFor(q: Queryable, campaign: Campaign, auth: Auth, attempt: AttemptRow | null) {
  const account = auth.attemptOid ? attemptAccount(attempt) : await findAccount(q, auth.accountOid);
  return account
    ? accountView(account, { campaignOid: auth.campaignOid, promoterOid: campaign.promoterOid })
    : undefined;
}

/** What a registration attempt still waiting for its code sent, in the shape of an account. */
function attemptAccount(attempt: AttemptRow | null) {
  if (!attempt) return null;
  const { accountOid: oid, emailAddress, mobileNumber, profile } = attempt;
  return { oid, emailAddress, mobileNumber, profile };
}

/**
 * The visitor's journey in this campaign (journey-campaign.ts): its live attempt, or its fan. A token
 * never crosses campaigns, so another campaign's token has none.
 */
async function journeyOf(
  q: Queryable,
  campaignOid: string,
  auth: Auth | null | undefined,
): Promise<{ auth: Auth; attempt: AttemptRow | null; pin: JourneyPin | null } | null> {
  if (!auth || !opensCampaign(auth, campaignOid)) return null;
  if (auth.attemptOid) {
    const found = await findAttempt(q, auth.attemptOid);
    const attempt = found && !found.completedAt && found.campaignOid === campaignOid ? found : null;
    return { auth, attempt, pin: attempt };
  }
  return { auth, attempt: null, pin: await findFanByAccount(q, campaignOid, auth.accountOid) };
}

async function campaignAnswer(
  q: Queryable,
  live: Campaign,
  visitor: Visitor,
  referrerFanOid: string | null,
): Promise<LookupAnswer> {
  const referringFan =
    referrerFanOid ??
    (visitor.referrerCode ? await findReferringFan(q, live.oid, visitor.referrerCode) : null);
  const journey = await journeyOf(q, live.oid, visitor.auth);
  // A visitor mid-journey sees the version it started with.
  const campaign = await journeyCampaign(q, live, journey?.pin);
  const [referrer, campaignAccount] = await Promise.all([
    referringFan ? findReferrer(q, referringFan) : undefined,
    journey ? accountFor(q, campaign, journey.auth, journey.attempt) : undefined,
  ]);
  return {
    campaign: publicStreamView(campaign),
    ...(referrer && { referrer }),
    ...(campaignAccount && { campaignAccount }),
  };
}

/**
 * GET /campaign-uri and the page shell: a campaign by oid, by uri (`p/demo-presale`), by short URL
 * (`demo`, or a fan's referral link, which also answers the referrer), or a tour by id. Undefined when
 * none. Campaigns come through load-campaign.ts, the handlers' door: parsed, legacy settings converted.
 * With a visitor (the API call, not the page render), also the visitor's account and the referrer
 * named by the `referrer` query.
 */
export async function resolveLookup(
  q: Queryable,
  target: RouteTarget,
  clientIp?: string,
  visitor: Visitor = {},
): Promise<LookupAnswer | undefined> {
  const client = clientIp ? { clientAddress: clientIp } : {};
  if (target.kind === "oid") {
    const campaign = await loadCampaignByOid(q, target.oid);
    return campaign ? { ...(await campaignAnswer(q, campaign, visitor, null)), ...client } : undefined;
  }
  if (target.kind === "tour") {
    const tour = await findTourBySlug(q, target.id);
    // A stored tour that breaks the schema is a server fault, as a campaign's is (load-campaign.ts).
    return tour ? { tour: tourWithoutStreamUrls(TourSchema.parse(tour)), ...client } : undefined;
  }
  const byUri = await loadCampaignByUri(q, target.uri);
  if (byUri) return { ...(await campaignAnswer(q, byUri, visitor, null)), ...client };

  const shortUrl = await findShortUrl(q, target.uri);
  if (!shortUrl) return undefined;
  const campaign = await loadCampaignByOid(q, shortUrl.campaignOid);
  if (!campaign) return undefined;
  return { ...(await campaignAnswer(q, campaign, visitor, shortUrl.fanOid)), ...client };
}
