import { describe, expect, it } from "vitest";
import { CampaignPresentationSchema } from "../api/schemas/campaign-presentation.js";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import { campaignFlow, DEFAULT_FLOW, isFreeFlow, requiresPaymentStep, stepAfter } from "./campaign-flow.js";

const campaign = (presentation: object, settings: object = {}) => ({
  presentation: CampaignPresentationSchema.parse(presentation),
  settings: CampaignSettingsSchema.parse(settings),
});
const paid = { payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } } };

describe("given a campaign without a flow", () => {
  it("runs register, share, follow, invite, then success", () => {
    expect(DEFAULT_FLOW).toEqual(["register", "share", "follow", "invite"]);
    expect(campaignFlow(campaign({}))).toEqual(["register", "share", "follow", "invite", "success"]);
  });
});

describe("given a configured flow", () => {
  it("appends success when missing and keeps it last once", () => {
    expect(campaignFlow(campaign({ flow: ["register", "share"] }))).toEqual(["register", "share", "success"]);
    expect(campaignFlow(campaign({ flow: ["register", "success", "share"] }))).toEqual([
      "register",
      "share",
      "success",
    ]);
  });
});

describe("given payment is required with an amount and a currency", () => {
  it("inserts payment second", () => {
    expect(campaignFlow(campaign({ flow: ["register", "share", "invite", "success"] }, paid))).toEqual([
      "register",
      "payment",
      "share",
      "invite",
      "success",
    ]);
  });

  it("leaves a flow that already places payment alone", () => {
    expect(campaignFlow(campaign({ flow: ["register", "share", "payment"] }, paid))).toEqual([
      "register",
      "share",
      "payment",
      "success",
    ]);
  });
});

describe("given payment lacks an amount or a currency, or is not required", () => {
  it("inserts nothing", () => {
    const noAmount = { payment: { required: true, currencyCode: "EUR", pricingModel: { minAmount: 500 } } };
    const noCurrency = { payment: { required: true, pricingModel: { amount: 2500 } } };
    const optional = { payment: { required: false, currencyCode: "AUD", pricingModel: { amount: 2500 } } };
    for (const settings of [noAmount, noCurrency, optional]) {
      expect(requiresPaymentStep(campaign({}, settings))).toBe(false);
      expect(campaignFlow(campaign({ flow: ["donate", "payment"] }, settings))).toEqual([
        "donate",
        "payment",
        "success",
      ]);
    }
  });
});

describe("a free flow", () => {
  it("has fewer than 2 steps, or register directly followed by success", () => {
    expect(isFreeFlow([])).toBe(true);
    expect(isFreeFlow(["success"])).toBe(true);
    expect(isFreeFlow(["register", "success"])).toBe(true);
    expect(isFreeFlow(["register", "share", "success"])).toBe(false);
  });
});

describe("the step after another", () => {
  const flow = ["register", "share", "success"] as const;

  it("is the next one in the flow, none after the last", () => {
    expect(stepAfter(flow, "register")).toBe("share");
    expect(stepAfter(flow, "success")).toBeUndefined();
  });

  it("is the first one for a step not in the flow, or the landing page (core-journey §2)", () => {
    expect(stepAfter(flow, "follow")).toBe("register");
    expect(stepAfter(flow, undefined)).toBe("register");
  });
});
