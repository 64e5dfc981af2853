import { describe, expect, it } from "vitest";
import { tourCampaignPath } from "./tour-links.js";

describe("tourCampaignPath", () => {
  it("links each type with its prefix", () => {
    expect(tourCampaignPath({ type: "presale", urlSlug: "demo-presale" })).toBe("/p/demo-presale/");
    expect(tourCampaignPath({ type: "earlybird", urlSlug: "x" })).toBe("/e/x/");
    expect(tourCampaignPath({ type: "competition", urlSlug: "x" })).toBe("/c/x/");
  });

  it("has no link for a type without a prefix", () => {
    expect(tourCampaignPath({ type: "rsvp", urlSlug: "x" })).toBeUndefined();
  });
});
