import { describe, expect, it } from "vitest";
import { channelLink, inviteButtonCopy, inviteChannels, inviteUrl } from "./invite-links.js";

describe("invite links", () => {
  it("shows instagram, tiktok and sms only on mobile, in the configured order", () => {
    expect(inviteChannels(false)).toEqual(["twitter", "email", "whatsapp"]);
    expect(inviteChannels(true)).toEqual(["instagram", "tiktok", "twitter", "email", "whatsapp", "sms"]);
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
