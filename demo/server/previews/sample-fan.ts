import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { FanInput } from "../../../sdk/api/schemas/fan.js";
import { tierOf } from "../actions/fan-stats.js";

/** A fan of this shape is never stored; its oid says so. */
export const PREVIEW_FAN_OID = "fan_preview";

/**
 * POST /fan-preview: a plausible fan for preview mode (profile card, tiers, friends), placed in the
 * campaign's second tier when it has rewards. Nothing is stored (engagement §6 preview mode).
 */
export function sampleFan(campaign: Campaign | null, campaignOid = "cmp_preview"): FanInput {
  const position = 12;
  const tier = campaign ? tierOf(campaign, position) : undefined;
  const referral = campaign?.defaults.points.referral ?? 10;
  return {
    oid: PREVIEW_FAN_OID,
    campaignOid: campaign?.oid ?? campaignOid,
    firstName: "Alex",
    lastName: "Sample",
    completedActions: [{ type: "share", channel: "twitter", target: "twitter:share", validated: true }],
    stats: {
      totalPoints: 25 + 2 * referral,
      registrationPoints: 0,
      followPoints: 10,
      sharePoints: 5,
      connectPoints: 10,
      referredCount: 2,
      referralRegisteredPoints: 2 * referral,
      fanPosition: position,
      percentilePlace: 8,
      invertedPercentilePlace: 92,
      ...(tier !== undefined && { currentTier: tier }),
    },
    referees: [
      { firstName: "Sam", lastName: "Example", sysCtime: "2025-01-02T10:00:00.000Z" },
      { firstName: "Jo", lastName: "Example", sysCtime: "2025-01-03T10:00:00.000Z" },
    ],
    shortUrls: {},
  };
}
