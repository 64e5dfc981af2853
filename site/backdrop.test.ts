import { describe, expect, it } from "vitest";
import { CampaignPresentationSchema } from "../sdk/api/schemas/campaign-presentation.js";
import { backdropUrl } from "./backdrop.js";

const base = "https://campaigns.example/p/demo-presale/";
const campaign = (url: string | undefined, noImageBackground = false) => ({
  resources: url ? [{ assetType: "campaign-image" as const, url }] : [],
  presentation: CampaignPresentationSchema.parse({ meta: { register: { media: { noImageBackground } } } }),
});

describe("given a campaign with an image", () => {
  it("blurs that image behind the page, resolved against the page", () => {
    expect(backdropUrl(campaign("/assets/demo/presale.svg"), base)).toBe(
      'url("https://campaigns.example/assets/demo/presale.svg")',
    );
  });

  it("keeps a crafted address inside the CSS string", () => {
    expect(backdropUrl(campaign('/a.svg") , url("https://evil.example/x'), base)).toBe(
      'url("https://campaigns.example/a.svg%22)%20,%20url(%22https://evil.example/x")',
    );
  });

  it("refuses addresses that are not http(s)", () => {
    expect(backdropUrl(campaign("javascript:alert(1)"), base)).toBeUndefined();
  });
});

describe("given a campaign without an image, or one that turns the background off", () => {
  it("has no backdrop", () => {
    expect(backdropUrl(campaign(undefined), base)).toBeUndefined();
    expect(backdropUrl(campaign("/assets/demo/presale.svg", true), base)).toBeUndefined();
  });
});
