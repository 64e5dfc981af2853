import { describe, expect, it } from "vitest";
import {
  detectProvider,
  embedUrl,
  hasStreamRegistration,
  revealsLate,
  streamChannel,
  streamRegistrationAction,
  withScheme,
} from "./provider.js";

describe("withScheme", () => {
  it("prepends https to a URL without a scheme", () => {
    expect(withScheme("www.youtube.com/watch?v=abc")).toBe("https://www.youtube.com/watch?v=abc");
    expect(withScheme("//vimeo.com/1")).toBe("https://vimeo.com/1");
  });
  it("keeps http and https", () => {
    expect(withScheme("http://twitch.tv/x")).toBe("http://twitch.tv/x");
    expect(withScheme(" HTTPS://twitch.tv/x ")).toBe("HTTPS://twitch.tv/x");
  });
});

describe("detectProvider", () => {
  it.each([
    ["https://www.youtube.com/watch?v=jfKfPfyJRdk", "youtube"],
    ["youtu.be/jfKfPfyJRdk", "youtube"],
    ["https://m.youtube.com/live/abc", "youtube"],
    ["https://www.facebook.com/band/videos/123", "facebook"],
    ["fb.watch/abc", "facebook"],
    ["https://www.twitch.tv/velvetcomets", "twitch"],
    ["https://vimeo.com/123456", "vimeo"],
    ["https://player.vimeo.com/video/123456", "vimeo"],
  ])("%s is %s", (url, provider) => {
    expect(detectProvider(url)).toBe(provider);
  });
  it("knows no other host, and no look-alike", () => {
    expect(detectProvider("https://example.com/live")).toBeUndefined();
    expect(detectProvider("https://notyoutube.com/watch?v=x")).toBeUndefined();
    expect(detectProvider(undefined)).toBeUndefined();
    expect(detectProvider("")).toBeUndefined();
  });
});

describe("embedUrl", () => {
  it("YouTube: the embed player of the video id, whatever the URL form", () => {
    const embed = "https://www.youtube.com/embed/jfKfPfyJRdk?autoplay=1&playsinline=1";
    expect(embedUrl("https://www.youtube.com/watch?v=jfKfPfyJRdk", "site.test")).toBe(embed);
    expect(embedUrl("youtu.be/jfKfPfyJRdk", "site.test")).toBe(embed);
    expect(embedUrl("https://www.youtube.com/live/jfKfPfyJRdk", "site.test")).toBe(embed);
    expect(embedUrl("https://www.youtube.com/channel/UCabc/live", "site.test")).toBe(
      "https://www.youtube.com/embed/live_stream?channel=UCabc&autoplay=1&playsinline=1",
    );
  });
  it("YouTube without a video id cannot be embedded", () => {
    expect(embedUrl("https://www.youtube.com/", "site.test")).toBeUndefined();
  });
  it("Facebook: the video plugin with the (https) URL", () => {
    expect(embedUrl("www.facebook.com/band/videos/123", "site.test")).toBe(
      `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://www.facebook.com/band/videos/123")}&show_text=false`,
    );
  });
  it("Twitch: the channel or video player, naming the page's host as parent", () => {
    expect(embedUrl("https://www.twitch.tv/velvetcomets", "fans.example")).toBe(
      "https://player.twitch.tv/?channel=velvetcomets&parent=fans.example",
    );
    expect(embedUrl("https://www.twitch.tv/videos/42", "fans.example")).toBe(
      "https://player.twitch.tv/?video=42&parent=fans.example",
    );
  });
  it("Vimeo: the video player, or an event's embed", () => {
    expect(embedUrl("https://vimeo.com/123456", "x")).toBe(
      "https://player.vimeo.com/video/123456?autoplay=1",
    );
    expect(embedUrl("https://vimeo.com/event/987", "x")).toBe("https://vimeo.com/event/987/embed");
  });
  it("another host is embedded as it is, with https", () => {
    expect(embedUrl("stream.example.com/live", "x")).toBe("https://stream.example.com/live");
  });
});

describe("revealsLate", () => {
  it("holds Facebook, Twitch and Vimeo back, not YouTube", () => {
    expect([revealsLate("facebook"), revealsLate("twitch"), revealsLate("vimeo")]).toEqual([
      true,
      true,
      true,
    ]);
    expect(revealsLate("youtube")).toBe(false);
    expect(revealsLate(undefined)).toBe(false);
  });
});

describe("the register action on the provider channel", () => {
  const streamUrl = "https://www.youtube.com/watch?v=jfKfPfyJRdk";
  it("is a register action on the provider's channel", () => {
    expect(streamRegistrationAction({ oid: "cmp_1", streamUrl })).toEqual({
      type: "register",
      channel: "youtube",
      target: "youtube:livestream:cmp_1",
    });
    expect(streamChannel("https://stream.example.com/x")).toBe("url");
    expect(streamRegistrationAction({ oid: "cmp_1" })).toBeUndefined();
  });
  it("is found among the fan's completed actions only on the same channel", () => {
    const channel = streamChannel(streamUrl);
    expect(hasStreamRegistration([{ type: "register", channel: "youtube" }], channel)).toBe(true);
    expect(hasStreamRegistration([{ type: "register", channel: "twitch" }], channel)).toBe(false);
    expect(hasStreamRegistration([{ type: "follow", channel: "youtube" }], channel)).toBe(false);
    expect(hasStreamRegistration([{ type: "register", channel: "youtube" }], undefined)).toBe(false);
  });
});
