import { describe, expect, it } from "vitest";
import { shareChannels, shareTarget, shareUrl } from "./share-links.js";

describe("share channels", () => {
  it("follow the campaign's order and drop disabled ones", () => {
    expect(
      shareChannels({
        linkedin: { enabled: true, order: 1 },
        twitter: { enabled: false, order: 2 },
        facebook: { enabled: true, order: 3 },
      }),
    ).toEqual(["linkedin", "facebook"]);
  });

  it("default to all three", () => {
    expect(shareChannels(undefined)).toEqual(["twitter", "facebook", "linkedin"]);
  });

  it("build the service's share dialog with the fan's link", () => {
    expect(shareUrl("facebook", "https://x.test/a b", "t")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fa%20b",
    );
    expect(shareTarget("twitter")).toBe("twitter:share");
  });
});
