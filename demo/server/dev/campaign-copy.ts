import { CampaignSchema } from "../../../sdk/api/schemas/campaign.js";
import type { CampaignDocument } from "../../store/campaigns.js";

// Demo mode only: a fresh copy of a seeded campaign whose event starts a few seconds from now, so a
// browser test can watch a livestream's live check fire (engagement §4 "timer if in the future") without
// waiting for the seeded start date, and without touching the seeded campaign other tests read.

/** The longest wait a copy may ask for: it is for tests, not for scheduling. */
export const MAX_COPY_START_SECONDS = 3600;

export function copyStartingIn(
  source: CampaignDocument,
  { seconds, now, suffix }: { seconds: number; now: Date; suffix: string },
): CampaignDocument {
  const campaign = CampaignSchema.parse(source);
  const start = new Date(now.getTime() + seconds * 1000);
  const event = campaign.event ?? {};
  const length =
    event.startDate && event.endDate
      ? Date.parse(event.endDate) - Date.parse(event.startDate)
      : 2 * 3_600_000;
  const urlSlug = `${campaign.urlSlug}-${suffix}`;
  const copy = {
    ...source,
    oid: `${campaign.oid}_${suffix}`,
    uri: `${campaign.uri}-${suffix}`,
    urlSlug,
    event: {
      ...(source.event as object | undefined),
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + length).toISOString(),
    },
  };
  // What the store keeps must still be a campaign the API can answer.
  CampaignSchema.parse(copy);
  return copy;
}
