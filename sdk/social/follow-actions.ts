import type { Action, CampaignAction, CompletedAction } from "../api/schemas/action.js";
import type { SocialAccount } from "../api/schemas/social-actions.js";
import { safeHttpUrl } from "../campaign/safe-url.js";
import { toFanAction } from "../flow/action-status.js";

/** engagement §4 "Action ordering (fixed)". Channels it does not name go before the custom url. */
const ORDER = [
  "facebook:messenger",
  "sms",
  "email",
  "instagram",
  "facebook",
  "facebook:event",
  "spotify",
  "twitter",
  "youtube",
  "snapchat",
  "tiktok",
  "twitch",
] as const;

/** The ordering key of an action: a facebook action on an event target sorts as facebook:event. */
function orderKey(action: Pick<CampaignAction, "channel" | "target">): string {
  if (action.channel === "facebook" && action.target.startsWith("facebook:event:")) return "facebook:event";
  return action.channel;
}

export function actionRank(action: Pick<CampaignAction, "channel" | "target">): number {
  const key = orderKey(action);
  if (key === "url") return ORDER.length + 1;
  const index = (ORDER as readonly string[]).indexOf(key);
  return index === -1 ? ORDER.length : index;
}

export interface FollowGroup {
  account: SocialAccount;
  actions: Action[];
}

/**
 * engagement §2 follow page: the follow actions of each social account (accounts in the campaign's
 * order, actions in the fixed order of §4), as the fan sees them. Accounts without follow actions are left out.
 */
export function followGroups(
  accounts: readonly SocialAccount[],
  completedActions: readonly Pick<CompletedAction, "target" | "validated">[] = [],
): FollowGroup[] {
  return accounts
    .map((account) => ({
      account,
      actions: account.actions
        .filter((action) => action.type === "follow")
        .map((action, index) => ({ action, index }))
        .sort((a, b) => actionRank(a.action) - actionRank(b.action) || a.index - b.index)
        .map(({ action }) => toFanAction(action, completedActions)),
    }))
    .filter((group) => group.actions.length > 0);
}

/** The page a follow action opens: its own url, else the service's page for the target; none for email and sms. */
export function followUrl(action: Pick<CampaignAction, "channel" | "target" | "url">): string | undefined {
  if (action.url) return safeHttpUrl(action.url);
  const parts = action.target.split(":");
  const kind = parts[1] ?? "";
  const id = encodeURIComponent(parts.slice(2).join(":"));
  if (!id) return undefined;
  switch (action.channel) {
    case "spotify":
      return `https://open.spotify.com/${kind}/${id}`;
    case "instagram":
      return `https://www.instagram.com/${id}/`;
    case "facebook":
      return kind === "event" ? `https://www.facebook.com/events/${id}` : `https://www.facebook.com/${id}`;
    case "facebook:messenger":
      return `https://m.me/${encodeURIComponent(parts[3] ?? "")}`;
    case "twitter":
      return `https://twitter.com/${id}`;
    case "youtube":
      return kind === "channel" ? `https://www.youtube.com/channel/${id}` : `https://www.youtube.com/@${id}`;
    case "snapchat":
      return `https://www.snapchat.com/add/${id}`;
    case "tiktok":
      return `https://www.tiktok.com/@${id}`;
    case "twitch":
      return `https://www.twitch.tv/${id}`;
    case "linkedin":
      return `https://www.linkedin.com/company/${id}`;
    default:
      return undefined;
  }
}
