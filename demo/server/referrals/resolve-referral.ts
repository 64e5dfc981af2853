import type { Queryable } from "../../db/database.js";
import { findFan } from "../../store/fans.js";
import { findShortUrl } from "../../store/short-urls.js";

/**
 * The fan whose referral code (the slug of their short link) brought a visitor to this campaign, when
 * it is one: a campaign's own short URL, another campaign's link or an unverified fan refer nobody.
 */
export async function findReferringFan(
  q: Queryable,
  campaignOid: string,
  code: string,
): Promise<string | null> {
  const link = await findShortUrl(q, code.replace(/^\/+|\/+$/g, ""));
  if (!link?.fanOid || link.campaignOid !== campaignOid) return null;
  const fan = await findFan(q, link.fanOid);
  return fan?.verifiedAt ? fan.oid : null;
}
