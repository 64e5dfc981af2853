import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { LANGUAGES } from "../i18n/languages.js";
import { journeyTexts } from "../i18n/locales/en-us/journey.js";
import { BRAND_NAMES, channelName } from "./channel-names.js";

const GENERIC = ["email", "sms", "url", "copy"] as const;

describe("channel names", () => {
  it("are the catalogue's words for the generic channels in en-us", async () => {
    const { t } = await createI18n("en-us", [journeyTexts]);
    expect(GENERIC.map((channel) => channelName(channel, t))).toEqual(["Email", "SMS", "Web", "Copy link"]);
  });

  it.each(LANGUAGES.filter((language) => language !== "en-us"))(
    "%s translates the generic channels and keeps the brand names",
    async (language) => {
      const english = await createI18n("en-us", [journeyTexts]);
      const { t } = await createI18n(language, [journeyTexts]);
      for (const channel of GENERIC) {
        const name = channelName(channel, t);
        expect(name, channel).not.toBe(channelName(channel, english.t));
        expect(name, channel).not.toMatch(/^channels\./);
      }
      for (const [channel, brand] of Object.entries(BRAND_NAMES)) expect(channelName(channel, t)).toBe(brand);
      expect(channelName("twitter", t)).toBe("X (Twitter)");
    },
  );

  it("shows an unknown channel as its id", async () => {
    const { t } = await createI18n("fr", [journeyTexts]);
    expect(channelName("mastodon", t)).toBe("mastodon");
  });
});
