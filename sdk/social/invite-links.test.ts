import { describe, expect, it } from "vitest";
import {
  channelLink,
  INVITE_BUTTON_CHANNELS,
  inviteButtonCopy,
  inviteLayout,
  inviteUrl,
  opensApp,
} from "./invite-links.js";

describe("invite layout", () => {
  describe("given a campaign that configures no channels", () => {
    it("shows the link field and messenger first; instagram, tiktok and sms only on mobile", () => {
      expect(inviteLayout(undefined, false)).toEqual({
        copy: true,
        buttons: ["messenger", "twitter", "email", "whatsapp"],
      });
      expect(inviteLayout(undefined, true).buttons).toEqual([
        "messenger",
        "instagram",
        "tiktok",
        "twitter",
        "email",
        "whatsapp",
        "sms",
      ]);
    });
  });

  describe("given a campaign's channel list", () => {
    it("shows those channels in its order, and always email", () => {
      expect(inviteLayout(["whatsapp", "sms", "copy", "messenger"], true)).toEqual({
        copy: true,
        buttons: ["whatsapp", "sms", "messenger", "email"],
      });
    });

    it("leaves the link field out when copy is not listed", () => {
      expect(inviteLayout(["twitter", "email"], false)).toEqual({
        copy: false,
        buttons: ["twitter", "email"],
      });
    });
  });
});

describe("invite links", () => {
  it("shares through the Messenger app on mobile and Facebook's send dialog on desktop", () => {
    const link = "https://site.test/msg/";
    expect(inviteUrl("messenger", link, "Join me", { mobile: true })).toBe(
      "fb-messenger://share?link=https%3A%2F%2Fsite.test%2Fmsg%2F",
    );
    expect(inviteUrl("messenger", link, "Join me", { facebookAppId: "123" })).toBe(
      "https://www.facebook.com/dialog/send?link=https%3A%2F%2Fsite.test%2Fmsg%2F&app_id=123" +
        "&redirect_uri=https%3A%2F%2Fsite.test%2Fmsg%2F",
    );
  });

  it("prefills each message with the social title and the channel's short link", () => {
    const urls = { copy: "https://site.test/abc/", email: "https://site.test/eml/" };
    const link = channelLink(urls, "email") ?? "";
    expect(link).toBe("https://site.test/eml/");
    expect(channelLink(urls, "sms")).toBe("https://site.test/abc/");
    expect(inviteUrl("email", link, "Join me")).toBe(
      "mailto:?subject=Join%20me&body=Join%20me%20https%3A%2F%2Fsite.test%2Feml%2F",
    );
    expect(inviteUrl("whatsapp", link, "Join me")).toBe(
      "https://wa.me/?text=Join%20me%20https%3A%2F%2Fsite.test%2Feml%2F",
    );
    expect(inviteUrl("twitter", link, "Hi")).toBe(
      "https://twitter.com/intent/tweet?text=Hi&url=https%3A%2F%2Fsite.test%2Feml%2F",
    );
  });

  it("takes a channel's button copy from the presentation", () => {
    const presentation = { meta: { invite: { whatsapp: { buttonCopy: "Send on WhatsApp" } } } };
    expect(inviteButtonCopy(presentation, "whatsapp")).toBe("Send on WhatsApp");
    expect(inviteButtonCopy(presentation, "email")).toBeUndefined();
  });
});

describe("apps without a prefilled message", () => {
  it("are instagram and tiktok", () => {
    expect(INVITE_BUTTON_CHANNELS.filter(opensApp)).toEqual(["instagram", "tiktok"]);
  });
});
