import type { CampaignActionPayload } from "../../../sdk/api/schemas/action.js";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { InviteChannelSchema } from "../../../sdk/api/schemas/campaign-presentation.js";
import { ShareChannelSchema } from "../../../sdk/api/schemas/social-actions.js";
import { campaignActions, invitePoints, sharePoints } from "../../../sdk/social/action-points.js";
import { HttpError } from "../api/validate.js";

// Points an action earns (engagement §2, §4): a follow, connect or register earns what the campaign's
// action definition says, converted by sdk/social/action-points (10 for sms and email, 5 others, unless
// set); an invite earns its channel's converted invite action's points, once per channel; a share earns
// defaults.points.share (5 unless set) once per channel. An action the campaign does not define is
// recorded with 0 points, so a client cannot mint points by inventing targets.

export interface ActionRule {
  points: number;
  /** Points only for the first action of this type on the channel (whatever its target). */
  oncePerChannel: boolean;
}

/**
 * The most actions one fan may record on a campaign: every action it offers, plus room for what the
 * journey records beyond them (a share or an invite per channel, opt-ins, payment, a stream's register).
 */
export const mostActionsOf = (campaign: Campaign): number => campaignActions(campaign).length + 50;

export function actionRule(campaign: Campaign, action: CampaignActionPayload): ActionRule {
  const definition = campaignActions(campaign).find(
    (d) => d.type === action.type && d.channel === action.channel && d.target === action.target,
  );
  switch (action.type) {
    case "share": {
      const channel = ShareChannelSchema.safeParse(action.channel);
      const shares = campaign.socialActions?.shares;
      const enabled = channel.success && (!shares || shares[channel.data]?.enabled === true);
      if (!enabled)
        throw new HttpError(400, `This campaign does not offer sharing on ${action.channel}`, "channel");
      return { points: sharePoints(campaign), oncePerChannel: true };
    }
    case "invite":
      if (!InviteChannelSchema.safeParse(action.channel).success) {
        throw new HttpError(400, `There is no invite channel ${action.channel}`, "channel");
      }
      // Matched by channel: the invite screen records `{channel}:invite`, whatever the definition's target.
      return { points: invitePoints(campaign, action.channel), oncePerChannel: true };
    case "follow":
    case "connect":
    case "register":
      return { points: definition?.points ?? 0, oncePerChannel: false };
    case "payment":
      return { points: 0, oncePerChannel: false };
    default:
      return action.type satisfies never;
  }
}
