import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { liveVersionOf } from "./load-campaign.js";
import { parseStoredCampaign } from "./normalise-campaign.js";

// Issue 19: "changes are versioned so a fan mid-journey keeps a consistent campaign". A registration
// attempt records the live version when it starts and its fan keeps it (migration 0015); while the
// journey lasts, the fan-facing calls read and judge that fan against that version's document
// (campaign_versions), whatever the promoter published since. A new attempt ("starting again") takes
// the live version. The journey ends JOURNEY_HOURS after it started: then the fan follows the live
// campaign, as a fan coming back days later expects.

export const JOURNEY_HOURS = 24;

/** What pins a journey: an attempt's or a fan's recorded version and when that row was made. */
export interface JourneyPin {
  campaignVersion: number | null;
  createdAt: Date;
}

// A kept version never changes (a publish writes the next number), so its parse is kept by number.
const MAX_CACHED = 100;
const kept = new Map<string, Campaign | null>();

async function keptVersion(q: Queryable, oid: string, version: number): Promise<Campaign | null> {
  const key = `${oid}#${version}`;
  if (kept.has(key)) return kept.get(key) ?? null;
  const rows = await q.query<{ data: unknown }>(
    "SELECT data FROM campaign_versions WHERE campaign_oid = $1 AND version = $2",
    [oid, version],
  );
  // A stored version that breaks the schema is a server fault, as a live one is (load-campaign.ts).
  const campaign = rows[0] ? parseStoredCampaign(rows[0].data) : null;
  if (kept.size >= MAX_CACHED) kept.delete(kept.keys().next().value ?? "");
  kept.set(key, campaign);
  return campaign;
}

const endsAt = (campaign: Campaign): number =>
  campaign.endDate ? Date.parse(campaign.endDate) : Number.POSITIVE_INFINITY;

/**
 * The campaign as this journey sees it: the live one, unless the pin names an older version that is
 * kept and the journey is still under way. The address (oid, uri, slug) is always the live one, and a
 * live campaign that has ended (archived, or its end date moved earlier) ends every journey with it.
 */
export async function journeyCampaign(
  q: Queryable,
  live: Campaign,
  pin: JourneyPin | null | undefined,
): Promise<Campaign> {
  const version = pin?.campaignVersion;
  if (!pin || version == null || version === liveVersionOf(live)) return live;
  if (Date.now() - new Date(pin.createdAt).getTime() > JOURNEY_HOURS * 3_600_000) return live;
  const old = await keptVersion(q, live.oid, version);
  if (!old) return live;
  const ended = endsAt(live) <= Date.now() && endsAt(live) < endsAt(old);
  return {
    ...old,
    oid: live.oid,
    uri: live.uri,
    urlSlug: live.urlSlug,
    promoterOid: live.promoterOid,
    ...(ended && { endDate: live.endDate }),
  };
}
