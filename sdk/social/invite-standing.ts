import type { Fan } from "../api/schemas/fan.js";

/**
 * What the invite screen says the fan's invites have come to (issue 20: a completed invite has a
 * status): nothing before the fan invites anyone; "sent" once an invite is recorded (a channel used or
 * the link copied) while no friend has joined; "joined" with the friends who registered through the
 * fan's link and the points they brought (engagement §3 stats.referredCount, referralRegisteredPoints),
 * whichever way the link travelled.
 */
export type InviteStanding =
  | { kind: "none" }
  | { kind: "sent" }
  | { kind: "joined"; friends: number; points: number };

export function inviteStanding(fan: Pick<Fan, "completedActions" | "stats"> | undefined): InviteStanding {
  if (!fan) return { kind: "none" };
  const friends = fan.stats.referredCount;
  if (friends > 0) return { kind: "joined", friends, points: fan.stats.referralRegisteredPoints };
  return fan.completedActions.some((action) => action.type === "invite")
    ? { kind: "sent" }
    : { kind: "none" };
}
