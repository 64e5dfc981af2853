import { describe, expect, it } from "vitest";
import { type Fan, FanSchema } from "../api/schemas/fan.js";
import { inviteStanding } from "./invite-standing.js";

const fan = (changes: {
  actions?: Array<[type: string, channel: string]>;
  friends?: number;
  points?: number;
}) =>
  FanSchema.parse({
    oid: "fan_1",
    campaignOid: "cmp_1",
    completedActions: (changes.actions ?? []).map(([type, channel]) => ({
      type,
      channel,
      target: `${channel}:invite`,
      validated: true,
    })),
    stats: { referredCount: changes.friends ?? 0, referralRegisteredPoints: changes.points ?? 0 },
  }) satisfies Fan;

describe("inviteStanding", () => {
  it("has nothing to say before the fan invites anyone", () => {
    expect(inviteStanding(undefined)).toEqual({ kind: "none" });
    expect(inviteStanding(fan({}))).toEqual({ kind: "none" });
    expect(
      inviteStanding(
        fan({
          actions: [
            ["share", "twitter"],
            ["follow", "instagram"],
          ],
        }),
      ),
    ).toEqual({
      kind: "none",
    });
  });

  it("says the invite was sent once a channel was used or the link copied, while no friend has joined", () => {
    expect(inviteStanding(fan({ actions: [["invite", "whatsapp"]] }))).toEqual({ kind: "sent" });
    expect(inviteStanding(fan({ actions: [["invite", "copy"]] }))).toEqual({ kind: "sent" });
  });

  it("counts the friends who joined through the link and the points they brought, however it travelled", () => {
    expect(inviteStanding(fan({ actions: [["invite", "email"]], friends: 2, points: 20 }))).toEqual({
      kind: "joined",
      friends: 2,
      points: 20,
    });
    expect(inviteStanding(fan({ friends: 1, points: 10 }))).toEqual({
      kind: "joined",
      friends: 1,
      points: 10,
    });
  });
});
