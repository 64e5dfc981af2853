import type { CampaignType } from "../api/schemas/common.js";

/** engagement §2 "Mobile tabs": the tabs the welcome page can show at widths up to 768 px. */
export const WELCOME_TABS = ["registration", "competition", "rewards", "friends", "event"] as const;
export type WelcomeTab = (typeof WELCOME_TABS)[number];

export interface WelcomeTabsInput {
  type: CampaignType;
  /** A registered fan (has an oid), as opposed to a visitor. */
  loggedIn: boolean;
  /** The fan has friends who registered through the fan's link. */
  hasReferees: boolean;
  /** The live stream player shows in the hero (livestream, live now, eligible fan). */
  streamShowing: boolean;
}

/**
 * Which mobile tabs show, in order. The rules of engagement §2, first match wins:
 * 1. live stream showing: a visitor sees registration only; a fan sees rewards, plus friends with referees;
 * 2. competition or giveaway: the competition tab, plus friends when the fan has referees;
 * 3. a visitor: registration and event information;
 * 4. a fan: rewards (never for rsvp), friends with referees, event information.
 */
export function welcomeTabs({ type, loggedIn, hasReferees, streamShowing }: WelcomeTabsInput): WelcomeTab[] {
  const friends: WelcomeTab[] = loggedIn && hasReferees ? ["friends"] : [];
  if (streamShowing) return loggedIn ? ["rewards", ...friends] : ["registration"];
  if (type === "competition" || type === "giveaway") return ["competition", ...friends];
  if (!loggedIn) return ["registration", "event"];
  return [...(type === "rsvp" ? [] : (["rewards"] as const)), ...friends, "event"];
}
