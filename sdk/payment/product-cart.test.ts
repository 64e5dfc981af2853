import { describe, expect, it } from "vitest";
import { PricingProductSchema } from "../api/schemas/pricing-product.js";
import { CURRENCIES } from "./currencies.js";
import {
  canContinueDonation,
  cartLines,
  donationCart,
  intentPayload,
  productCartState,
  quantitiesFromCart,
  quantityError,
  quantityOptions,
} from "./product-cart.js";

// The seeded pre-order (o/demo-preorder): 3 products in USD, one with maxQuantity 4.
const products = [
  { key: "aurora-lp", name: "Aurora (gatefold vinyl LP)", amount: 3499 },
  { key: "aurora-tee", name: "Aurora Tour T-shirt", amount: 2999 },
  { key: "signed-poster", name: "Signed poster", amount: 1999, maxQuantity: 4 },
].map((product) => PricingProductSchema.parse(product));
const [lp, tee, poster] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];

describe("the quantity selector (core-journey §2, §9)", () => {
  it("runs from 0 to 99 by default", () => {
    const options = quantityOptions(lp);
    expect(options[0]).toBe(0);
    expect(options.at(-1)).toBe(99);
    expect(options).toHaveLength(100);
  });

  it("runs from 0 to the product's maxQuantity", () => {
    expect(quantityOptions(poster)).toEqual([0, 1, 2, 3, 4]);
    expect(quantityOptions({ key: "x", name: "X", amount: 1 })).toHaveLength(100);
  });

  it("flags a quantity above maxQuantity, below 0 or not whole, naming the product", () => {
    expect(quantityError(poster, 4)).toBeUndefined();
    expect(quantityError(poster, 0)).toBeUndefined();
    expect(quantityError(poster, 5)).toEqual({ code: "invalid", values: { fieldName: "Signed poster" } });
    expect(quantityError(poster, -1)?.code).toBe("invalid");
    expect(quantityError(poster, 1.5)?.code).toBe("invalid");
  });
});

describe("given nothing chosen", () => {
  const state = productCartState(products, {}, "USD");

  it("has a zero TOTAL and blocks continue", () => {
    expect(state.total).toBe(0);
    expect(state.canContinue).toBe(false);
    expect(state.cart).toEqual({ currency: "USD", totalAmount: 0, products: [] });
  });
});

describe("given two LPs and a poster", () => {
  const state = productCartState(products, { "aurora-lp": 2, "signed-poster": 1, "aurora-tee": 0 }, "USD");

  it("totals quantity × unit price and lets the fan continue", () => {
    expect(state.total).toBe(2 * 3499 + 1999);
    expect(state.errors).toEqual({});
    expect(state.canContinue).toBe(true);
  });

  it("keeps only the chosen lines, in the campaign's order, in the cart", () => {
    expect(state.cart).toEqual({
      currency: "USD",
      totalAmount: 8997,
      products: [
        { key: "aurora-lp", quantity: 2, name: "Aurora (gatefold vinyl LP)", unitPrice: 3499 },
        { key: "signed-poster", quantity: 1, name: "Signed poster", unitPrice: 1999 },
      ],
    });
  });
});

describe("given more posters than allowed", () => {
  const state = productCartState(products, { "signed-poster": 5 }, "USD");

  it("blocks continue with an error on that product, whatever the total", () => {
    expect(state.total).toBeGreaterThan(0);
    expect(Object.keys(state.errors)).toEqual(["signed-poster"]);
    expect(state.canContinue).toBe(false);
  });
});

describe("returning to the product step", () => {
  it("restores the quantities of products still sold, capped at maxQuantity", () => {
    const cart = {
      currency: "USD",
      totalAmount: 0,
      products: [
        { key: "aurora-tee", quantity: 3, name: "Tee", unitPrice: 2999 },
        { key: "signed-poster", quantity: 9, name: "Poster", unitPrice: 1999 },
        { key: "gone", quantity: 1, name: "Gone", unitPrice: 100 },
      ],
    };
    expect(quantitiesFromCart(products, cart)).toEqual({ "aurora-tee": 3, "signed-poster": 4 });
    expect(quantitiesFromCart(products, undefined)).toEqual({});
  });

  it("prices lines from the campaign, not from the stored cart", () => {
    expect(cartLines([tee], { "aurora-tee": 1 })).toEqual([
      { key: "aurora-tee", quantity: 1, name: "Aurora Tour T-shirt", unitPrice: 2999 },
    ]);
  });
});

describe("a donation cart (core-journey §3)", () => {
  it("holds only currency and total, in minor units", () => {
    expect(donationCart("12.50", CURRENCIES.EUR)).toEqual({ currency: "EUR", totalAmount: 1250 });
    expect(donationCart("5", CURRENCIES.EUR)).toEqual({ currency: "EUR", totalAmount: 500 });
    expect(donationCart("1500", CURRENCIES.JPY)).toEqual({ currency: "JPY", totalAmount: 1500 });
  });

  it("rounds CHF to 0.05", () => {
    expect(donationCart("12.33", CURRENCIES.CHF)).toEqual({ currency: "CHF", totalAmount: 1235 });
  });

  it("blocks continue at zero or nothing", () => {
    expect(canContinueDonation(donationCart("0", CURRENCIES.EUR))).toBe(false);
    expect(canContinueDonation(undefined)).toBe(false);
    expect(canContinueDonation(donationCart("0.01", CURRENCIES.EUR))).toBe(true);
  });
});

describe("the payment intent payload (core-journey §5)", () => {
  const owner = { campaignOid: "cmp_preorder", campaignFanOid: "fan_1" };

  it("carries campaign, fan, total, currency and the chosen lines", () => {
    const { cart } = productCartState(products, { "aurora-lp": 1, "aurora-tee": 0 }, "USD");
    expect(intentPayload(cart, owner)).toEqual({
      campaignOid: "cmp_preorder",
      campaignFanOid: "fan_1",
      totalAmount: 3499,
      currencyCode: "USD",
      products: [{ key: "aurora-lp", quantity: 1, name: "Aurora (gatefold vinyl LP)", unitPrice: 3499 }],
    });
  });

  it("carries no products for a donation", () => {
    const donor = { campaignOid: "cmp_donate", campaignFanOid: "fan_2" };
    expect(intentPayload({ currency: "EUR", totalAmount: 1250 }, donor)).toEqual({
      campaignOid: "cmp_donate",
      campaignFanOid: "fan_2",
      totalAmount: 1250,
      currencyCode: "EUR",
    });
  });

  it("has none for a zero total, an emptied basket or a total that is not the sum of its lines", () => {
    expect(intentPayload({ currency: "EUR", totalAmount: 0 }, owner)).toBeUndefined();
    expect(intentPayload({ currency: "USD", totalAmount: 3499, products: [] }, owner)).toBeUndefined();
    const tampered = {
      currency: "USD",
      totalAmount: 1,
      products: [{ key: "aurora-lp", quantity: 1, name: "LP", unitPrice: 3499 }],
    };
    expect(intentPayload(tampered, owner)).toBeUndefined();
  });
});
