import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { typeSwitches } from "../../../sdk/flow/type-switches.js";
import { referralChannels } from "../../../sdk/social/channels.js";
import type { Queryable } from "../../db/database.js";
import { ensureFanShortUrls, listFanSlugs } from "../../store/referral-links.js";
import { randomSlug } from "../crypto/tokens.js";

// engagement §2 invite and share screens: every fan has a short link per channel, `/{slug}/` on the
// hosted site. A visitor who arrives through one and registers becomes the fan's referee
// (referrals/resolve-referral.ts).

/**
 * Every invite and share channel of the channel table; a campaign with a stream (a livestream) also gives
 * a `livestream` link: the success page's back link goes there when the fan holds a stream session token
 * (engagement §2 success screen).
 */
export const channelsFor = (campaign: Pick<Campaign, "type">): readonly string[] =>
  typeSwitches(campaign.type).stream ? [...referralChannels(), "livestream"] : referralChannels();

/** Slugs share the site's first path segment with its own routes; never hand out one of those. */
const RESERVED = new Set([
  "t",
  "widget",
  "preview-page",
  "site",
  "elements",
  "chunks",
  "assets",
  "api",
  "__dev",
]);

const ATTEMPTS = 3;

/** A new slug per channel, none of them a route of the site. */
export function proposeSlugs(channels: readonly string[]): Record<string, string> {
  const slugs: Record<string, string> = {};
  for (const channel of channels) {
    let slug = randomSlug();
    while (RESERVED.has(slug.toLowerCase())) slug = randomSlug();
    slugs[channel] = slug;
  }
  return slugs;
}

/** The key of a fan's one link (issue 18): stored with no channel, it serves every channel. */
export const FAN_LINK = "";

/**
 * Creates the fan's link if it has none (inside the registration's transaction) and returns the fan's
 * slugs (FAN_LINK, or one per channel for fans registered before issue 18). One row per fan: the
 * channels tell their links apart by a query parameter (referralUrls).
 */
export async function ensureReferralLinks(
  q: Queryable,
  fan: { oid: string; campaignOid: string },
  /** Links the fan already has (a registration that just wrote them). */
  known: Record<string, string> = {},
): Promise<Record<string, string>> {
  let links: Record<string, string> = known;
  for (let attempt = 0; attempt < ATTEMPTS && Object.keys(links).length === 0; attempt += 1) {
    // A clash with another fan's slug writes nothing; the next round proposes another.
    links = await ensureFanShortUrls(q, {
      campaignOid: fan.campaignOid,
      fanOid: fan.oid,
      slugs: proposeSlugs([FAN_LINK]),
    });
  }
  return links;
}

/**
 * The fan's link per channel of the campaign (engagement §2: a channel-specific short link): the copy
 * link is `/{slug}/`, every other channel's adds `?via={channel}`, so one row serves them all.
 */
export async function referralUrls(
  q: Queryable,
  fanOid: string,
  campaign: Pick<Campaign, "type">,
  publicOrigin: string,
  /** The fan's slugs when the caller has them (it just wrote them): nothing is read. */
  known?: Record<string, string>,
): Promise<Record<string, string>> {
  const slugs = known ?? (await listFanSlugs(q, fanOid));
  const one = slugs[FAN_LINK];
  if (one === undefined) {
    // A fan registered before issue 18 keeps its row per channel.
    return Object.fromEntries(
      Object.entries(slugs).map(([channel, slug]) => [channel, `${publicOrigin}/${slug}/`]),
    );
  }
  return Object.fromEntries(
    channelsFor(campaign).map((channel) => [
      channel,
      channel === "copy" ? `${publicOrigin}/${one}/` : `${publicOrigin}/${one}/?via=${channel}`,
    ]),
  );
}
