import type { Action, ActionType, CampaignAction, CompletedAction } from "../api/schemas/action.js";
import type { SocialAccount } from "../api/schemas/social-actions.js";
import { safeHttpUrl } from "../campaign/safe-url.js";
import { toFanAction } from "../flow/action-status.js";
import { normaliseSocialAccounts, type ResolvedAccount } from "./action-points.js";
import { channelFacts, FOLLOW_ORDER } from "./channels.js";

/** engagement §4 "Action ordering (fixed)" (channels.ts): channels it does not name go before the custom url. */
const FOLLOW_RANKS = FOLLOW_ORDER.length;

/** The ordering key of an action: a facebook action on an event target sorts as facebook:event. */
function orderKey(action: Pick<CampaignAction, "channel" | "target">): string {
  if (action.channel === "facebook" && action.target.startsWith("facebook:event:")) return "facebook:event";
  return action.channel;
}

/** engagement §2/§4 "spotify (artist, playlist, track, album, podcast, episode)": their order within spotify. */
const SPOTIFY_KINDS = ["artist", "playlist", "track", "album", "podcast", "episode"] as const;

/** A spotify target's kind (`spotify:{kind}:{id}`), ranked; other kinds after the named ones. */
function spotifyKindRank(target: string): number {
  const index = (SPOTIFY_KINDS as readonly string[]).indexOf(target.split(":")[1] ?? "");
  return index === -1 ? SPOTIFY_KINDS.length : index;
}

/** The fixed rank of an action's channel; spotify kinds are ordered inside spotify's rank (fractions). */
export function actionRank(action: Pick<CampaignAction, "channel" | "target">): number {
  const key = orderKey(action);
  if (key === "url") return FOLLOW_RANKS + 1;
  const index = (FOLLOW_ORDER as readonly string[]).indexOf(key);
  if (index === -1) return FOLLOW_RANKS;
  return key === "spotify" ? index + spotifyKindRank(action.target) / (SPOTIFY_KINDS.length + 1) : index;
}

export interface FollowGroup {
  account: Omit<SocialAccount, "actions">;
  actions: Action[];
}

/** One account's actions of a type, in the fixed order of §4 (ties keep the campaign's order). */
function ordered(
  account: ResolvedAccount,
  type: ActionType,
  completedActions: readonly Pick<CompletedAction, "target" | "validated">[],
): Action[] {
  return account.actions
    .filter((action) => action.type === type)
    .map((action, index) => ({ action, index }))
    .sort((a, b) => actionRank(a.action) - actionRank(b.action) || a.index - b.index)
    .map(({ action }) => toFanAction(action, completedActions));
}

/**
 * engagement §2 follow page: the actions of one type of each social account (accounts in the campaign's
 * order, actions in the fixed order of §4, points converted by §4's rules), as the fan sees them.
 * Accounts without such actions are left out. `follow` for the accounts' sections, `connect` for the
 * connect-accounts section.
 */
export function followGroups(
  accounts: readonly SocialAccount[],
  completedActions: readonly Pick<CompletedAction, "target" | "validated">[] = [],
  type: Extract<ActionType, "follow" | "connect"> = "follow",
): FollowGroup[] {
  return normaliseSocialAccounts(accounts)
    .map((resolved) => {
      const { actions: _, ...account } = resolved;
      return { account, actions: ordered(resolved, type, completedActions) };
    })
    .filter((group) => group.actions.length > 0);
}

/**
 * The page a follow action opens: its own url, else its service's page for the target (the channel
 * table's followPage); none for email and sms.
 */
export function followUrl(action: Pick<CampaignAction, "channel" | "target" | "url">): string | undefined {
  if (action.url) return safeHttpUrl(action.url);
  const parts = action.target.split(":");
  const id = encodeURIComponent(parts.slice(2).join(":"));
  if (!id) return undefined;
  return channelFacts(action.channel)?.followPage?.({ kind: parts[1] ?? "", id, parts });
}
