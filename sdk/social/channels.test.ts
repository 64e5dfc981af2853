import { describe, expect, it } from "vitest";
import {
  CHANNELS,
  channelFacts,
  FOLLOW_ORDER,
  INVITE_CHANNELS,
  referralChannels,
  SHARE_CHANNELS,
} from "./channels.js";

describe("the channel table", () => {
  it("names each channel once in each order", () => {
    for (const order of [FOLLOW_ORDER, INVITE_CHANNELS, SHARE_CHANNELS])
      expect(new Set(order).size).toBe(order.length);
  });

  it("gives every channel either a brand or a catalogue word", () => {
    for (const [channel, row] of Object.entries(CHANNELS))
      expect("brand" in row || "generic" in row, channel).toBe(true);
  });

  it("puts copy (the link field) before the invite buttons (their order: invite-links.test.ts)", () => {
    expect(INVITE_CHANNELS[0]).toBe("copy");
    expect(SHARE_CHANNELS).toEqual(["twitter", "facebook", "linkedin"]);
  });

  it("gives a short link for every invite and share channel, once", () => {
    const expected = ["copy", "email", "sms", "whatsapp", "messenger", "instagram", "tiktok", "twitter"];
    expect(referralChannels().sort()).toEqual([...expected, "facebook", "linkedin"].sort());
  });

  it("answers no row for an unknown channel, nor for the object's own properties", () => {
    expect(channelFacts("myspace")).toBeUndefined();
    expect(channelFacts("constructor")).toBeUndefined();
    expect(channelFacts("sms")?.defaultPoints).toBe(10);
  });
});
