import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { journeyTexts } from "../i18n/locales/en-us/journey.js";
import { chargeLine } from "./messages.js";

describe("the charge line of the payment screen (core-journey §2)", () => {
  it("says the card will be charged the amount when something is owed", async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    expect(i18n.t(chargeLine(2500), { amount: "AUD $25.00" })).toBe("Your card will be charged AUD $25.00");
  });
  it("says the card will not be charged when nothing is owed", async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    expect(i18n.t(chargeLine(0), { amount: "AUD $0.00" })).toBe("Your card will not be charged");
  });
});
