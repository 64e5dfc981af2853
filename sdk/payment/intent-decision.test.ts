import { describe, expect, it } from "vitest";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import type { Cart } from "../api/schemas/cart.js";
import type { PaymentIntent } from "../api/schemas/payment-intent.js";
import { PAYMENT_ACTION } from "../flow/payment-status.js";
import { decidePaymentPage, type PaymentPageInput } from "./intent-decision.js";

const paidPresale = {
  oid: "cmp_paid",
  type: "presale" as const,
  settings: CampaignSettingsSchema.parse({
    payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } },
  }),
};
const donate = {
  oid: "cmp_donate",
  type: "donate" as const,
  settings: CampaignSettingsSchema.parse({
    payment: { required: true, currencyCode: "EUR", pricingModel: { minAmount: 500 } },
  }),
};
const preorder = {
  oid: "cmp_preorder",
  type: "preorder" as const,
  settings: CampaignSettingsSchema.parse({
    payment: {
      required: true,
      currencyCode: "USD",
      pricingModel: { products: [{ key: "aurora-lp", name: "LP", amount: 3499 }] },
    },
  }),
};
const freePresale = { oid: "cmp_free", type: "presale" as const, settings: CampaignSettingsSchema.parse({}) };

const intent = (amount: number, currency: string, status?: PaymentIntent["status"]): PaymentIntent => ({
  id: "tgpi_1",
  clientSecret: "tgpi_1_secret_abc",
  amount,
  currency,
  ...(status && { status }),
});
const paymentAction = (validated: boolean, intentId = "tgpi_1") => ({
  ...PAYMENT_ACTION,
  validated,
  additionalInfo: { paymentIntent: { id: intentId } },
});
const fan = (extra: Partial<NonNullable<PaymentPageInput["fan"]>> = {}) => ({
  oid: "fan_1",
  completedActions: [],
  ...extra,
});
const donation: Cart = { currency: "EUR", totalAmount: 1250 };
const basket: Cart = {
  currency: "USD",
  totalAmount: 6998,
  products: [{ key: "aurora-lp", quantity: 2, name: "LP", unitPrice: 3499 }],
};

const decide = (input: Partial<PaymentPageInput> & Pick<PaymentPageInput, "campaign">) =>
  decidePaymentPage({ fan: fan(), cart: undefined, paymentSuccessful: false, ...input });

describe("redirects to the campaign index (core-journey §4)", () => {
  it("sends an unregistered visitor to the index", () => {
    expect(decide({ campaign: paidPresale, fan: undefined })).toEqual({
      action: "redirect-index",
      reason: "unregistered",
    });
  });

  it("sends a fan to the index when the campaign needs no payment", () => {
    expect(decide({ campaign: freePresale })).toEqual({
      action: "redirect-index",
      reason: "no-payment-needed",
    });
  });

  it("sends a fan to the index when payment is required without a price", () => {
    const noPrice = {
      ...paidPresale,
      settings: CampaignSettingsSchema.parse({ payment: { required: true } }),
    };
    expect(decide({ campaign: noPrice })).toEqual({ action: "redirect-index", reason: "no-payment-needed" });
  });

  it("sends a fan who has just paid (the session flag) to the index", () => {
    expect(decide({ campaign: paidPresale, paymentSuccessful: true })).toEqual({
      action: "redirect-index",
      reason: "already-paid",
    });
  });
});

describe("given a donate or pre-order campaign with an empty cart", () => {
  it("goes back to the donate step without a cart or with a zero amount", () => {
    expect(decide({ campaign: donate })).toEqual({ action: "back-to-cart", step: "donate" });
    expect(decide({ campaign: donate, cart: { currency: "EUR", totalAmount: 0 } })).toEqual({
      action: "back-to-cart",
      step: "donate",
    });
  });

  it("goes back to the product step with an empty basket", () => {
    expect(decide({ campaign: preorder })).toEqual({ action: "back-to-cart", step: "product" });
    expect(decide({ campaign: preorder, cart: { currency: "USD", totalAmount: 0, products: [] } })).toEqual({
      action: "back-to-cart",
      step: "product",
    });
  });

  it("goes back when the cart is in another currency than the campaign's", () => {
    expect(decide({ campaign: donate, cart: { currency: "USD", totalAmount: 1250 } })).toEqual({
      action: "back-to-cart",
      step: "donate",
    });
  });
});

describe("given a fan with no intent", () => {
  it("creates one for the ticket price", () => {
    expect(decide({ campaign: paidPresale })).toEqual({
      action: "create",
      reason: "first",
      payload: { campaignOid: "cmp_paid", campaignFanOid: "fan_1", totalAmount: 2500, currencyCode: "AUD" },
    });
  });

  it("creates one for the basket, with its lines", () => {
    expect(decide({ campaign: preorder, cart: basket })).toEqual({
      action: "create",
      reason: "first",
      payload: {
        campaignOid: "cmp_preorder",
        campaignFanOid: "fan_1",
        totalAmount: 6998,
        currencyCode: "USD",
        products: basket.products,
      },
    });
  });
});

describe("given an intent not yet paid", () => {
  it("pays with it when its amount matches", () => {
    const current = intent(2500, "AUD", "requires_payment_method");
    expect(decide({ campaign: paidPresale, fan: fan({ paymentIntent: current }) })).toEqual({
      action: "pay",
      intent: current,
    });
  });

  it("updates it when the cart's amount differs and nothing is actioned", () => {
    const current = intent(1000, "EUR", "requires_payment_method");
    const decision = decide({ campaign: donate, cart: donation, fan: fan({ paymentIntent: current }) });
    expect(decision).toMatchObject({ action: "update", intent: current, payload: { totalAmount: 1250 } });
  });

  it("prefers the intent just loaded to the one on the fan", () => {
    const stale = intent(1000, "EUR", "requires_payment_method");
    const fresh = intent(1250, "EUR", "requires_payment_method");
    expect(
      decide({ campaign: donate, cart: donation, fan: fan({ paymentIntent: stale }), intent: fresh }),
    ).toEqual({ action: "pay", intent: fresh });
  });

  it("waits, charging nothing, while the intent is processing", () => {
    const current = intent(2500, "AUD", "processing");
    expect(decide({ campaign: paidPresale, fan: fan({ paymentIntent: current }) })).toEqual({
      action: "processing",
      intent: current,
    });
  });

  it("asks for a new intent when the old one was canceled", () => {
    const current = intent(2500, "AUD", "canceled");
    expect(decide({ campaign: paidPresale, fan: fan({ paymentIntent: current }) })).toMatchObject({
      action: "create",
      reason: "first",
    });
  });
});

describe("given a single-purchase fan who has paid", () => {
  it("skips to the next step once the payment is validated", () => {
    const paid = fan({ paymentIntent: intent(2500, "AUD"), completedActions: [paymentAction(true)] });
    expect(decide({ campaign: paidPresale, fan: paid })).toEqual({ action: "next-step" });
  });

  it("skips to the next step when the intent succeeded (a reload during confirmation)", () => {
    const paid = fan({ paymentIntent: intent(2500, "AUD", "succeeded") });
    expect(decide({ campaign: paidPresale, fan: paid })).toEqual({ action: "next-step" });
  });

  it("never updates an actioned intent, even when the price changed", () => {
    const current = intent(2000, "AUD", "requires_confirmation");
    const actioned = fan({ paymentIntent: current, completedActions: [paymentAction(false)] });
    expect(decide({ campaign: paidPresale, fan: actioned })).toEqual({
      action: "processing",
      intent: current,
    });
  });
});

describe("given a multi-purchase fan whose intent is actioned", () => {
  it("creates a new intent for the new donation", () => {
    const donor = fan({
      paymentIntent: intent(1250, "EUR", "succeeded"),
      completedActions: [paymentAction(true)],
    });
    expect(decide({ campaign: donate, cart: { currency: "EUR", totalAmount: 2000 }, fan: donor })).toEqual({
      action: "create",
      reason: "new-purchase",
      payload: { campaignOid: "cmp_donate", campaignFanOid: "fan_1", totalAmount: 2000, currencyCode: "EUR" },
    });
  });

  it("creates a new intent for the same basket bought again", () => {
    const buyer = fan({ paymentIntent: intent(6998, "USD"), completedActions: [paymentAction(true)] });
    expect(decide({ campaign: preorder, cart: basket, fan: buyer })).toMatchObject({
      action: "create",
      reason: "new-purchase",
    });
  });

  it("pays with an open intent when an earlier purchase was actioned on another intent", () => {
    const current = { ...intent(1250, "EUR", "requires_payment_method"), id: "tgpi_2" };
    const donor = fan({ paymentIntent: current, completedActions: [paymentAction(true, "tgpi_1")] });
    expect(decide({ campaign: donate, cart: donation, fan: donor })).toEqual({
      action: "pay",
      intent: current,
    });
  });
});
