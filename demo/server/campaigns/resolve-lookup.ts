import type { Queryable } from "../../db/database.js";
import { findCampaignByOid, findCampaignByShortUrl, findCampaignByUri } from "../../store/campaigns.js";
import { findShortUrl } from "../../store/short-urls.js";
import { findTourBySlug } from "../../store/tours.js";
import { findReferrer } from "./find-referrer.js";

export type LookupTarget = { uri: string } | { oid: string };

export interface LookupAnswer {
  campaign?: unknown;
  tour?: unknown;
  referrer?: unknown;
  campaignAccount?: unknown;
  clientAddress?: string;
}

/**
 * GET /campaign-uri: a campaign by oid, by uri (`p/demo-presale`), by short URL (`demo`, or a fan's
 * referral link, which also answers the referrer), or a tour (`t/demo-tour`). Undefined when none.
 */
export async function resolveLookup(
  q: Queryable,
  target: LookupTarget,
  clientIp?: string,
): Promise<LookupAnswer | undefined> {
  const client = clientIp ? { clientAddress: clientIp } : {};
  if ("oid" in target) {
    const campaign = await findCampaignByOid(q, target.oid);
    return campaign ? { campaign, ...client } : undefined;
  }
  const uri = target.uri.replace(/^\/+|\/+$/g, "");
  const tourSlug = /^t\/([^/]+)$/.exec(uri)?.[1];
  if (tourSlug) {
    const tour = await findTourBySlug(q, tourSlug);
    return tour ? { tour, ...client } : undefined;
  }
  const byUri = await findCampaignByUri(q, uri);
  if (byUri) return { campaign: byUri, ...client };

  const shortUrl = await findShortUrl(q, uri);
  if (!shortUrl) return undefined;
  const campaign = await findCampaignByShortUrl(q, uri);
  if (!campaign) return undefined;
  const referrer = shortUrl.fanOid ? await findReferrer(q, shortUrl.fanOid) : undefined;
  return { campaign, ...(referrer && { referrer }), ...client };
}
