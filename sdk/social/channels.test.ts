import { describe, expect, it } from "vitest";
import {
  CHANNELS,
  type ChannelFacts,
  channelFacts,
  FOLLOW_ORDER,
  INVITE_CHANNELS,
  REFERRAL_CHANNELS,
  SHARE_CHANNELS,
} from "./channels.js";

const ranks = (pick: (row: ChannelFacts) => number | undefined): number[] =>
  Object.values(CHANNELS)
    .map((row: ChannelFacts) => pick(row))
    .filter((rank) => rank !== undefined)
    .sort((a, b) => a - b);

describe("the channel table", () => {
  it("ranks each ordering 0, 1, 2… without gaps or ties", () => {
    for (const pick of [
      (row: ChannelFacts) => row.followRank,
      (row: ChannelFacts) => row.inviteRank,
      (row: ChannelFacts) => row.shareRank,
    ]) {
      const list = ranks(pick);
      expect(list).toEqual(list.map((_, index) => index));
    }
  });

  it("orders follow actions as engagement §4 fixes them", () => {
    expect(FOLLOW_ORDER).toEqual([
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
    ]);
  });

  it("puts copy (the link field) before the invite buttons (their order: invite-links.test.ts)", () => {
    expect(INVITE_CHANNELS[0]).toBe("copy");
    expect(INVITE_CHANNELS).toHaveLength(8);
    expect(SHARE_CHANNELS).toEqual(["twitter", "facebook", "linkedin"]);
  });

  it("gives a short link for every invite and share channel, once", () => {
    expect([...REFERRAL_CHANNELS].sort()).toEqual(
      [
        "copy",
        "email",
        "sms",
        "whatsapp",
        "messenger",
        "instagram",
        "tiktok",
        "twitter",
        "facebook",
        "linkedin",
      ].sort(),
    );
  });

  it("answers no row for an unknown channel, nor for the object's own properties", () => {
    expect(channelFacts("myspace")).toBeUndefined();
    expect(channelFacts("constructor")).toBeUndefined();
    expect(channelFacts("sms")?.defaultPoints).toBe(10);
  });
});
