import { describe, expect, it } from "vitest";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import { CAMPAIGN_TYPES } from "../api/schemas/common.js";
import { indexPageOf, landingPageOf, showsBackArrow } from "./index-page.js";

describe("the index page", () => {
  it("is register for opt-in", () => {
    expect(indexPageOf("opt-in")).toBe("register");
  });

  it("is welcome for every other type", () => {
    for (const type of CAMPAIGN_TYPES.filter((t) => t !== "opt-in"))
      expect(indexPageOf(type), type).toBe("welcome");
  });
});

describe("the landing", () => {
  const settings = (ui: object) => CampaignSettingsSchema.parse({ ui });
  it("follows the campaign's UI setting", () => {
    expect(landingPageOf({ type: "presale", settings: settings({ landingPage: "register" }) })).toBe(
      "register",
    );
    expect(landingPageOf({ type: "opt-in", settings: settings({ landingPage: "welcome" }) })).toBe("welcome");
  });
  it("is the index page without one", () => {
    expect(landingPageOf({ type: "presale", settings: settings({}) })).toBe("welcome");
    expect(landingPageOf({ type: "opt-in", settings: settings({}) })).toBe("register");
  });
});

describe("the back arrow", () => {
  it("is hidden on unlock", () => {
    expect(showsBackArrow("unlock", "welcome")).toBe(false);
  });
  it("is hidden on register when register is the index page", () => {
    expect(showsBackArrow("register", "register")).toBe(false);
    expect(showsBackArrow("register", "welcome")).toBe(true);
  });
  it("shows on the other steps", () => {
    expect(showsBackArrow("share", "register")).toBe(true);
  });
});
