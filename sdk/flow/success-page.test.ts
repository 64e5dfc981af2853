import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { journeyTexts } from "../i18n/locales/en-us/journey.js";
import { backToMainPage, successStyleOf } from "./success-page.js";

const fan = { shortUrls: { copy: "https://x.test/c1", livestream: "https://x.test/l1" } };

describe("the success style", () => {
  it("is classic for opt-in and rsvp and score-board otherwise", () => {
    expect(successStyleOf("opt-in")).toBe("classic");
    expect(successStyleOf("rsvp")).toBe("classic");
    expect(successStyleOf("presale")).toBe("score-board");
    expect(successStyleOf("donate")).toBe("score-board");
  });
});

describe("the back-to-main-page link", () => {
  it("carries the type's label", async () => {
    const i18n = await createI18n("en-us", [journeyTexts]);
    const label = (type: Parameters<typeof backToMainPage>[0]) =>
      i18n.t(backToMainPage(type, fan, false)!.label);
    expect(label("presale")).toBe("Back to Event Page");
    expect(label("livestream")).toBe("Back to Live Stream Page");
    expect(label("competition")).toBe("Back to Competition Page");
    expect(label("giveaway")).toBe("Back to Giveaway Page");
    expect(label("ballot")).toBe("Back to Ballot Page");
    expect(label("waitlist")).toBe("Back to Event Page");
    expect(label("donate")).toBe("Back to Donation Page");
    expect(label("preorder")).toBe("Back to Pre-Order Page");
  });

  it("is absent for opt-in and rsvp", () => {
    expect(backToMainPage("opt-in", fan, false)).toBeUndefined();
    expect(backToMainPage("rsvp", fan, true)).toBeUndefined();
  });

  it("goes to the livestream short URL with a session token, else the copy short URL", () => {
    expect(backToMainPage("livestream", fan, true)?.url).toBe("https://x.test/l1");
    expect(backToMainPage("livestream", fan, false)?.url).toBe("https://x.test/c1");
  });

  it("is absent without a URL", () => {
    expect(backToMainPage("presale", undefined, false)).toBeUndefined();
  });
});
