import { type CampaignAction, DEFAULT_ACTION_POINTS } from "../api/schemas/action.js";
import type { Campaign } from "../api/schemas/campaign.js";
import type { SocialAccount } from "../api/schemas/social-actions.js";
import { channelFacts } from "./channels.js";
import { inviteTarget } from "./invite-links.js";

// engagement §4 "Default points in converted accounts", one rule for the server (the points it awards)
// and the pages (the '+N pts' they show), so the two never disagree.

/** The points of an action whose definition sets none: the channel table's (10 sms and email), else 5. */
export function defaultActionPoints(channel: string): number {
  return channelFacts(channel)?.defaultPoints ?? DEFAULT_ACTION_POINTS;
}

/** A campaign action with its points settled. */
export type ResolvedAction = CampaignAction & { points: number };
export type ResolvedAccount = Omit<SocialAccount, "actions"> & { actions: ResolvedAction[] };

/**
 * The campaign's social accounts as the rules of engagement §4 convert them:
 * 1. an action without points gets its channel's default (10 sms and email, 5 others);
 * 2. a share with 0 points becomes an invite on its channel;
 * 3. when no twitter invite exists but a twitter share and another invite do, a twitter invite is added
 *    (to the twitter share's account) with that invite's points.
 * Pure: the accounts given are left as they are.
 */
export function normaliseSocialAccounts(accounts: readonly SocialAccount[]): ResolvedAccount[] {
  const resolved = accounts.map((account) => ({
    ...account,
    actions: account.actions.map((action): ResolvedAction => {
      const points = action.points ?? defaultActionPoints(action.channel);
      return action.type === "share" && points === 0
        ? { ...action, type: "invite", target: inviteTarget(action.channel), points }
        : { ...action, points };
    }),
  }));
  const all = resolved.flatMap((account) => account.actions);
  const isTwitter = (action: ResolvedAction) => action.channel === "twitter";
  const otherInvite = all.find((action) => action.type === "invite" && !isTwitter(action));
  const hasTwitterInvite = all.some((action) => action.type === "invite" && isTwitter(action));
  const shareHolder = resolved.find((account) =>
    account.actions.some((action) => action.type === "share" && isTwitter(action)),
  );
  if (hasTwitterInvite || !otherInvite || !shareHolder) return resolved;
  const twitterInvite: ResolvedAction = {
    type: "invite",
    channel: "twitter",
    target: inviteTarget("twitter"),
    points: otherInvite.points,
  };
  return resolved.map((account) =>
    account === shareHolder ? { ...account, actions: [...account.actions, twitterInvite] } : account,
  );
}

/** The campaign's actions, converted, from every account. */
export const campaignActions = (campaign: Pick<Campaign, "socialActions">): ResolvedAction[] =>
  normaliseSocialAccounts(campaign.socialActions?.socialAccounts ?? []).flatMap((account) => account.actions);

/** The points an invite on a channel earns: its converted invite action's, else none. */
export function invitePoints(campaign: Pick<Campaign, "socialActions">, channel: string): number {
  return (
    campaignActions(campaign).find((action) => action.type === "invite" && action.channel === channel)
      ?.points ?? 0
  );
}

/** engagement §2/§4: a share earns the campaign's share points, 5 when it sets none (server and share screen). */
export const sharePoints = (campaign: Pick<Campaign, "defaults">): number =>
  campaign.defaults.points.share ?? DEFAULT_ACTION_POINTS;
