import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../sdk/api/client.js";
import { type Campaign, type CampaignInput, CampaignSchema } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { PaymentIntent } from "../../sdk/api/schemas/payment-intent.js";
import { createCartStorage } from "../../sdk/payment/cart-storage.js";
import { PAYMENT_MESSAGES } from "../../sdk/payment/messages.js";
import { preparePayment, stepAfterPayment } from "./prepare-payment.js";

type Reply = { status: number; body?: unknown };

/** An API client whose server answers by "METHOD path-suffix"; unknown calls answer 500. */
function server(routes: Record<string, Reply | Reply[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = Object.keys(routes).find((k) => {
      const [method, suffix] = k.split(" ");
      return init.method === method && url.endsWith(suffix!);
    });
    calls.push(`${init.method} ${new URL(url).pathname}`);
    const route = key === undefined ? { status: 500, body: { message: "boom" } } : routes[key]!;
    const reply = Array.isArray(route) ? (route.shift() ?? { status: 500 }) : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  const client = createApiClient({ base: "http://shop.test/api/v1/cn", fetch: fetch as never });
  return { client, calls };
}

const campaign = (input: Partial<CampaignInput>): Campaign =>
  CampaignSchema.parse({
    oid: "cmp_paid",
    type: "presale",
    uri: "p/paid",
    urlSlug: "paid",
    name: "Paid",
    promoterOid: "prm_1",
    presentation: { flow: ["register", "share", "success"] },
    settings: { payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } } },
    ...input,
  });

const paid = campaign({});
const preorder = campaign({
  oid: "cmp_pre",
  type: "preorder",
  uri: "o/pre",
  presentation: { flow: ["register", "product", "payment", "success"] },
  settings: {
    payment: {
      required: true,
      currencyCode: "USD",
      pricingModel: { products: [{ key: "lp", name: "LP", amount: 3499 }] },
    },
  },
});

const fan: Pick<Fan, "oid" | "completedActions" | "paymentIntent"> = { oid: "fan_1", completedActions: [] };
const intent: PaymentIntent = {
  id: "tgpi_1",
  clientSecret: "tgpi_1_secret_x",
  amount: 2500,
  currency: "AUD",
  status: "requires_payment_method",
};
const memory = () => createCartStorage(() => undefined);

describe("the step after a payment", () => {
  it("is the next step of the flow (payment inserted second)", () => {
    expect(stepAfterPayment(paid, fan)).toBe("share");
  });

  it("is magic-link for a live gated livestream, the flow's next step before it starts", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const stream = (startDate: string) =>
      campaign({
        type: "livestream",
        event: { name: "Live", startDate },
        settings: {
          gatedSessions: true,
          payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } },
        },
      });
    expect(stepAfterPayment(stream("2029-12-31T23:00:00Z"), fan, now)).toBe("magic-link");
    expect(stepAfterPayment(stream("2030-02-01T00:00:00Z"), fan, now)).toBe("share");
    // A device whose magic-link session is validated needs no other link.
    expect(stepAfterPayment(stream("2029-12-31T23:00:00Z"), fan, now, true)).toBe("share");
  });
});

describe("preparing the payment page", () => {
  it("sends a visitor to the landing page without calling the server", async () => {
    const { client, calls } = server({});
    const plan = await preparePayment({ client, campaign: paid, fan: undefined, storage: memory() });
    expect(plan).toEqual({ kind: "leave", to: "landing" });
    expect(calls).toEqual([]);
  });

  it("sends a fan who paid in this session to the landing page", async () => {
    const { client } = server({});
    const storage = memory();
    storage.markPaymentSuccessful(paid.oid);
    expect(await preparePayment({ client, campaign: paid, fan, storage })).toEqual({
      kind: "leave",
      to: "landing",
    });
  });

  it("sends an empty pre-order back to the products", async () => {
    const { client } = server({});
    expect(await preparePayment({ client, campaign: preorder, fan, storage: memory() })).toEqual({
      kind: "leave",
      to: "product",
    });
  });

  it("creates the first intent when the server has none, then shows the card form", async () => {
    const { client, calls } = server({
      "GET /payment-intent": { status: 404, body: { message: "none" } },
      "POST /payment-intent": { status: 201, body: intent },
    });
    expect(await preparePayment({ client, campaign: paid, fan, storage: memory() })).toEqual({
      kind: "pay",
      intent,
    });
    expect(calls).toEqual([
      "GET /api/v1/cn/campaign-fan/cmp_paid/payment-intent",
      "POST /api/v1/cn/campaign-fan/cmp_paid/payment-intent",
    ]);
  });

  it("moves on when the processor says the intent succeeded (a reload during confirmation)", async () => {
    const { client } = server({
      "GET /payment-intent": { status: 200, body: { ...intent, status: "succeeded" } },
    });
    expect(await preparePayment({ client, campaign: paid, fan, storage: memory() })).toEqual({
      kind: "leave",
      to: "share",
    });
  });

  it("says 'already processing' for an intent being settled", async () => {
    const { client } = server({
      "GET /payment-intent": { status: 200, body: { ...intent, status: "processing" } },
    });
    expect(await preparePayment({ client, campaign: paid, fan, storage: memory() })).toEqual({
      kind: "processing",
    });
  });

  it("stops with the setup error after 2 failed attempts", async () => {
    const { client, calls } = server({ "GET /payment-intent": { status: 404, body: {} } });
    expect(await preparePayment({ client, campaign: paid, fan, storage: memory() })).toEqual({
      kind: "failed",
      messages: [PAYMENT_MESSAGES.intentSetupFailed, PAYMENT_MESSAGES.tryAgain],
    });
    expect(calls.filter((call) => call.startsWith("POST"))).toHaveLength(2);
  });

  it("reports a payload the server refuses as invalid", async () => {
    const { client } = server({
      "GET /payment-intent": { status: 404, body: {} },
      "POST /payment-intent": { status: 400, body: { message: "Invalid payment payload", statusCode: 400 } },
    });
    const storage = memory();
    storage.writeCart(preorder.oid, {
      currency: "USD",
      totalAmount: 2,
      products: [{ key: "lp", quantity: 2, name: "LP", unitPrice: 1 }],
    });
    expect(await preparePayment({ client, campaign: preorder, fan, storage })).toEqual({
      kind: "failed",
      messages: [PAYMENT_MESSAGES.invalidPayload],
    });
  });
});
