import { describe, expect, it, vi } from "vitest";
import { type CampaignInput, CampaignSchema } from "../../sdk/api/schemas/campaign.js";
import { stepHeader } from "./step-header.js";

const campaign = (input: Partial<CampaignInput>) =>
  CampaignSchema.parse({
    oid: "cmp_1",
    type: "presale",
    uri: "p/one",
    urlSlug: "one",
    name: "One",
    promoterOid: "prm_1",
    presentation: { flow: ["register", "share", "follow", "success"] },
    settings: {},
    ...input,
  });

describe("a step's header (core-journey §2 layout)", () => {
  it("shows the back arrow and the step's place in the flow", () => {
    const onBack = vi.fn();
    const header = stepHeader(campaign({}), "share", onBack);
    expect(header).toEqual({ showHeader: true, showBack: true, onBack, progress: 50 });
    header.onBack();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("has no progress bar for opt-in and rsvp, nor a back arrow on opt-in's register index page", () => {
    expect(stepHeader(campaign({ type: "rsvp" }), "share", () => {})).toMatchObject({
      showBack: true,
      progress: 0,
    });
    expect(stepHeader(campaign({ type: "opt-in" }), "register", () => {})).toMatchObject({
      showBack: false,
      progress: 0,
    });
  });
});
