import { describe, expect, it } from "vitest";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import { hasPaymentAction, isMultiPurchase, paymentStatus } from "./payment-status.js";

const paidPresale = {
  type: "presale" as const,
  settings: CampaignSettingsSchema.parse({
    payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } },
  }),
};
const intent = { id: "pi_1", clientSecret: "pi_1_secret", amount: 2500, currency: "AUD" };
const payment = (validated: boolean, intentId = "pi_1") => ({
  type: "payment" as const,
  channel: "stripe",
  target: "stripe:payment:enable",
  validated,
  additionalInfo: { paymentIntent: { id: intentId } },
});

describe("given a visitor", () => {
  it("is unregistered with nothing else", () => {
    expect(paymentStatus(paidPresale, undefined)).toEqual({
      unregistered: true,
      hasPaymentRequirement: true,
      hasPaymentIntent: false,
      hasActionedIntent: false,
      hasValidatedPayment: false,
      hasMultiPurchase: false,
    });
  });
});

describe("given a fan with an intent not yet paid", () => {
  it("has an intent, no actioned intent and no validated payment", () => {
    const status = paymentStatus(paidPresale, { completedActions: [], paymentIntent: intent });
    expect(status).toMatchObject({
      unregistered: false,
      hasPaymentIntent: true,
      hasActionedIntent: false,
      hasValidatedPayment: false,
    });
  });
});

describe("given a fan whose intent is actioned", () => {
  it("has an actioned intent, and a validated payment once validated", () => {
    expect(
      paymentStatus(paidPresale, { completedActions: [payment(false)], paymentIntent: intent }),
    ).toMatchObject({
      hasActionedIntent: true,
      hasValidatedPayment: false,
    });
    expect(
      paymentStatus(paidPresale, { completedActions: [payment(true)], paymentIntent: intent }),
    ).toMatchObject({
      hasActionedIntent: true,
      hasValidatedPayment: true,
    });
  });

  it("does not count an action of an older intent as actioning the current one", () => {
    expect(
      paymentStatus(paidPresale, { completedActions: [payment(true, "pi_0")], paymentIntent: intent }),
    ).toMatchObject({
      hasActionedIntent: false,
      hasValidatedPayment: true,
    });
  });
});

describe("given campaign types", () => {
  it("treats donate and preorder as multi-purchase", () => {
    expect(isMultiPurchase("donate")).toBe(true);
    expect(isMultiPurchase("preorder")).toBe(true);
    expect(isMultiPurchase("presale")).toBe(false);
    expect(paymentStatus({ ...paidPresale, type: "donate" }, undefined).hasMultiPurchase).toBe(true);
  });

  it("has no payment requirement without required payment", () => {
    expect(
      paymentStatus({ type: "presale", settings: CampaignSettingsSchema.parse({}) }, undefined)
        .hasPaymentRequirement,
    ).toBe(false);
  });
});

describe("a payment action", () => {
  it("is found among the fan's completed actions", () => {
    expect(hasPaymentAction({ completedActions: [payment(false)] })).toBe(true);
    expect(hasPaymentAction({ completedActions: [] })).toBe(false);
    expect(hasPaymentAction(undefined)).toBe(false);
  });
});
