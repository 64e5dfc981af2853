import { describe, expect, it } from "vitest";
import { CampaignSchema } from "../api/schemas/campaign.js";
import * as flow from "./index.js";

// The seeded paid presale, end to end through the flow functions.
const paid = CampaignSchema.parse({
  oid: "cmp_demo_paid",
  type: "presale",
  uri: "p/demo-paid",
  urlSlug: "demo-paid",
  name: "Midnight Arcade",
  promoterOid: "prm_demo",
  presentation: { flow: ["register", "share", "invite", "success"] },
  settings: { payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } } },
});

describe("given the paid presale", () => {
  const steps = flow.campaignFlow(paid);

  it("runs register, payment, share, invite, success from the welcome page", () => {
    expect(steps).toEqual(["register", "payment", "share", "invite", "success"]);
    expect(flow.landingPageOf(paid)).toBe("welcome");
  });

  it("shows 40% on payment and skips it once the fan has paid", () => {
    expect(flow.progressPercent(steps, "payment")).toBe(40);
    const fan = { completedActions: [{ ...flow.PAYMENT_ACTION, validated: true }] };
    expect(flow.nextStep(steps, "register", { type: paid.type, fan })).toBe("share");
  });

  it("sends a visitor asking for share back to the index page", () => {
    const input = {
      flow: steps,
      step: "share" as const,
      indexPage: flow.indexPageOf(paid.type),
      hasAccount: false,
      hasFan: false,
      preview: false,
    };
    expect(flow.authenticate(input)).toEqual({ kind: "redirect-to-index" });
  });
});
