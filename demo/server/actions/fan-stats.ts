import type { CompletedAction } from "../../../sdk/api/schemas/action.js";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { FanStats } from "../../../sdk/api/schemas/fan.js";
import type { Queryable } from "../../db/database.js";
import type { ActionRow } from "../../store/actions.js";
import { type FanRanking, type FanRow, fanRanking } from "../../store/fans.js";

// engagement §3 fan.stats: points by kind, the fan's position among the campaign's registered fans,
// the percentile the profile card buckets (engagement §4) and the reward tier the position falls in.

/** completedActions as the contract shows them. */
export function completedActionsOf(actions: readonly ActionRow[]): CompletedAction[] {
  return actions.map((action) => ({
    type: action.type as CompletedAction["type"],
    channel: action.channel,
    target: action.target,
    validated: action.validated,
    ...(Object.keys(action.data).length > 0 && { additionalInfo: action.data }),
  }));
}

/** engagement §3 rewards.tiers: the first tier whose cumulative winners reach the position. */
export function tierOf(campaign: Campaign, position: number): number | undefined {
  const tiers = [...(campaign.rewards?.tiers ?? [])].sort((a, b) => a.tierIndex - b.tierIndex);
  let winners = 0;
  for (const tier of tiers) {
    if (tier.isRemainingWinners) return tier.tierIndex;
    winners += tier.numberOfWinners ?? 0;
    if (position <= winners) return tier.tierIndex;
  }
  return undefined;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function fanStats(
  q: Queryable,
  campaign: Campaign,
  fan: FanRow,
  actions: readonly ActionRow[],
  referrals: { count: number; points: number },
  /** The fan's place when the caller already has it (a fan registered by this request). */
  known?: FanRanking,
): Promise<FanStats> {
  const pointsOf = (...types: string[]) =>
    actions.filter((a) => types.includes(a.type)).reduce((sum, action) => sum + action.points, 0);
  const stats: FanStats = {
    totalPoints: fan.totalPoints,
    registrationPoints: pointsOf("register"),
    followPoints: pointsOf("follow"),
    // An invite is a share of the fan's own link (engagement §4: a share with 0 points becomes an invite).
    sharePoints: pointsOf("share", "invite"),
    connectPoints: pointsOf("connect"),
    referredCount: referrals.count,
    referralRegisteredPoints: referrals.points,
  };
  if (!fan.verifiedAt) return stats;
  const { ahead, total } = known ?? (await fanRanking(q, fan));
  const position = ahead + 1;
  // percentilePlace: the share of fans ahead, so the top fan is in the top 5 % (engagement §4 buckets).
  const percentilePlace = total > 0 ? round2((ahead / total) * 100) : 0;
  const tier = tierOf(campaign, position);
  return {
    ...stats,
    fanPosition: position,
    percentilePlace,
    invertedPercentilePlace: round2(100 - percentilePlace),
    ...(tier !== undefined && { currentTier: tier }),
  };
}
