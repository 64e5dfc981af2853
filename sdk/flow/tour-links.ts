import type { CampaignType } from "../api/schemas/common.js";
import type { TourCampaign } from "../api/schemas/tour.js";

/** engagement §2: tour-link prefixes by type. */
export const TOUR_LINK_PREFIXES: Partial<Record<CampaignType, string>> = {
  competition: "c",
  giveaway: "g",
  presale: "p",
  ballot: "b",
  free: "f",
  waitlist: "w",
  preorder: "o",
  earlybird: "e",
  invite: "i",
  livestream: "l",
  donate: "d",
};

/** Where a tour's campaign lives on the site: `/{prefix}/{urlSlug}/`; undefined for types without a prefix. */
export function tourCampaignPath(campaign: Pick<TourCampaign, "type" | "urlSlug">): string | undefined {
  const prefix = TOUR_LINK_PREFIXES[campaign.type];
  return prefix ? `/${prefix}/${encodeURIComponent(campaign.urlSlug)}/` : undefined;
}
