import type { Queryable } from "../db/database.js";
import { listFanShortUrls } from "./short-urls.js";

/**
 * Gives the fan a referral link per channel, creating the missing ones with the proposed slugs, in one
 * or two statements whatever the number of channels (see ensureFanShortUrl for one). Safe under concurrent
 * calls. Returns the links by channel; a channel whose proposed slug was taken is absent: retry it.
 */
export async function ensureFanShortUrls(
  q: Queryable,
  input: { campaignOid: string; fanOid: string; slugs: Record<string, string> },
): Promise<Record<string, string>> {
  const channels = Object.keys(input.slugs);
  const inserted = await q.query<{ slug: string; channel: string }>(
    `INSERT INTO short_urls (slug, campaign_oid, fan_oid, channel)
     SELECT slug, $1, $2, nullif(channel, '') FROM unnest($3::text[], $4::text[]) AS t(channel, slug)
     ON CONFLICT DO NOTHING RETURNING slug, coalesce(channel, '') AS channel`,
    [input.campaignOid, input.fanOid, channels, channels.map((channel) => input.slugs[channel])],
  );
  // Usually every proposed link is new: no need to read them back.
  if (inserted.length === channels.length)
    return Object.fromEntries(inserted.map((row) => [row.channel, row.slug]));
  return listFanSlugs(q, input.fanOid);
}

/** The fan's referral slugs by channel. */
export async function listFanSlugs(q: Queryable, fanOid: string): Promise<Record<string, string>> {
  const links = await listFanShortUrls(q, fanOid);
  return Object.fromEntries(links.map((link) => [link.channel ?? "", link.slug]));
}
