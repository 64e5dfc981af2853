import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createPaymentIntent } from "../../../sdk/api/calls/payment.js";
import { forEachDatabase } from "../../db/testing.js";
import { createApp } from "../app.js";
import { FAN_ABSENT } from "../fans/current-fan.js";
import { createStripeGateway } from "../payments/stripe-gateway.js";
import { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from "../payments/test-gateway.js";
import {
  API,
  answerOf,
  createHarness,
  type Harness,
  harnessFor,
  register,
  testConfig,
  uniqueEmail,
} from "../testing/api-harness.js";
import { createStripeStandIn } from "../testing/stripe-stand-in.js";

const PAID = "p/demo-paid"; // AUD 25.00
const PREORDER = "o/demo-preorder"; // USD products
const DONATE = "d/demo-donate"; // EUR, minAmount 500
const YEN = "o/demo-yen";

type Intent = { id: string; clientSecret: string; amount: number; currency: string; status: string };

forEachDatabase("payments", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  // Each payer's fan oid by token: the payload carries the signed-in fan (issue 3).
  const fanOfToken = new Map<string, string>();
  const payer = async (uri: string) => {
    const email = uniqueEmail("payer");
    const { token, fan } = await register(h, uri, {
      emailAddress: email,
      firstName: "Pat",
      lastName: "Payer",
    });
    expect(fan.status).toBe(201);
    fanOfToken.set(token, fan.body.oid as string);
    return { token, email, fanOid: fan.body.oid as string };
  };
  const create = (uri: string, token: string | undefined, body: Record<string, unknown>) =>
    h.call<Intent>("POST", `/campaign-fan/${h.campaign(uri).oid}/payment-intent`, {
      token,
      body: {
        campaignOid: h.campaign(uri).oid,
        campaignFanOid: (token && fanOfToken.get(token)) ?? "fan_unknown",
        ...body,
      },
    });
  const patch = (uri: string, token: string, fanOid: string, body: Record<string, unknown>) =>
    h.call("PATCH", `/campaign-fan/${h.campaign(uri).oid}/payment-intent/${fanOid}`, {
      token,
      body: { campaignOid: h.campaign(uri).oid, ...body },
    });
  const current = (uri: string, token: string) =>
    h.call<Intent>("GET", `/campaign-fan/${h.campaign(uri).oid}/payment-intent`, { token });
  const confirm = async (clientSecret: string, number: string, card: Record<string, unknown> = {}) => {
    const res = await h.app.request(`${API}/test-gateway/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientSecret,
        name: "Pat Payer",
        card: { number, expMonth: 12, expYear: 2099, cvc: "123", ...card },
      }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const lines = (...items: [string, number, number][]) =>
    items.map(([key, quantity, unitPrice]) => ({ key, quantity, unitPrice, name: key }));

  describe("POST /campaign-fan/{campaignOid}/payment-intent", () => {
    it("answers 201 with an intent priced by the campaign", async () => {
      const { token } = await payer(PAID);
      const res = await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" });
      expect(res.status).toBe(201);
      const intent = answerOf(createPaymentIntent, 201, res.body);
      expect(intent).toMatchObject({ amount: 2500, currency: "AUD", status: "requires_payment_method" });
      expect(intent.clientSecret).toMatch(/^tgpi_\w+_secret_\w+$/);
    });

    it("makes one intent of a double click", async () => {
      const { token, fanOid } = await payer(PAID);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      const rows = await getDb().query("SELECT oid FROM payment_intents WHERE fan_oid = $1", [fanOid]);
      expect(rows).toHaveLength(1);
    });

    it.each([
      ["a total the campaign does not charge", PAID, { totalAmount: 1, currencyCode: "AUD" }, "totalAmount"],
      ["another currency", PAID, { totalAmount: 2500, currencyCode: "USD" }, "currencyCode"],
      [
        "a basket for a fixed price",
        PAID,
        { totalAmount: 2500, currencyCode: "AUD", products: lines(["x", 1, 2500]) },
        "products",
      ],
      [
        "a tampered unit price",
        PREORDER,
        { totalAmount: 2, currencyCode: "USD", products: lines(["aurora-lp", 2, 1]) },
        "products.0.unitPrice",
      ],
      [
        "more than the product's maxQuantity",
        PREORDER,
        { totalAmount: 9995, currencyCode: "USD", products: lines(["signed-poster", 5, 1999]) },
        "products.0.quantity",
      ],
      [
        "an unknown product",
        PREORDER,
        { totalAmount: 100, currencyCode: "USD", products: lines(["bootleg", 1, 100]) },
        "products.0.key",
      ],
      [
        "a basket total that is not its sum",
        PREORDER,
        { totalAmount: 1, currencyCode: "USD", products: lines(["aurora-lp", 1, 3499]) },
        "totalAmount",
      ],
      ["no basket for a pre-order", PREORDER, { totalAmount: 3499, currencyCode: "USD" }, "products"],
      ["a donation under the minimum", DONATE, { totalAmount: 499, currencyCode: "EUR" }, "totalAmount"],
      ["a zero total", DONATE, { totalAmount: 0, currencyCode: "EUR" }, "totalAmount"],
      ["an amount that is not an integer", DONATE, { totalAmount: 10.5, currencyCode: "EUR" }, "totalAmount"],
      [
        "no campaign oid",
        DONATE,
        { campaignOid: undefined, totalAmount: 500, currencyCode: "EUR" },
        "campaignOid",
      ],
      [
        "a campaign oid that is not the path's",
        DONATE,
        { campaignOid: "cmp_demo_paid", totalAmount: 500, currencyCode: "EUR" },
        "campaignOid",
      ],
      [
        "no fan oid",
        DONATE,
        { campaignFanOid: undefined, totalAmount: 500, currencyCode: "EUR" },
        "campaignFanOid",
      ],
      [
        "another fan's oid",
        DONATE,
        { campaignFanOid: "fan_someone", totalAmount: 500, currencyCode: "EUR" },
        "campaignFanOid",
      ],
    ])("answers 400 naming the field for %s", async (_, uri, body, field) => {
      const { token } = await payer(uri);
      const res = await create(uri, token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, field });
    });

    it("prices a pre-order basket from the campaign's products and names", async () => {
      const { token } = await payer(PREORDER);
      const res = await create(PREORDER, token, {
        totalAmount: 2 * 3499 + 1999,
        currencyCode: "USD",
        products: [
          ...lines(["aurora-lp", 2, 3499], ["signed-poster", 1, 1999]),
          ...lines(["aurora-tee", 0, 2999]),
        ],
      });
      expect(res.body).toMatchObject({ amount: 8997, currency: "USD" });
    });

    it("reads the basket under the name cart, with numbers sent as strings of digits (core-journey §5, §7)", async () => {
      const { token } = await payer(PREORDER);
      const res = await create(PREORDER, token, {
        totalAmount: "3499",
        currencyCode: "USD",
        cart: [{ key: "aurora-lp", quantity: "1", name: "aurora-lp", unitPrice: "3499" }],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ amount: 3499, currency: "USD" });
      // The answer is the intent, and the same under paymentIntent (fan.paymentIntent).
      const body = res.body as Intent & { paymentIntent: Intent };
      expect(body.paymentIntent).toEqual({
        id: body.id,
        clientSecret: body.clientSecret,
        amount: 3499,
        currency: "USD",
        status: body.status,
      });
    });

    it("takes a donation at or above the minimum, and yen without decimals", async () => {
      expect(
        (await create(DONATE, (await payer(DONATE)).token, { totalAmount: 500, currencyCode: "EUR" })).status,
      ).toBe(201);
      const yen = h.campaign(YEN).settings.payment!.pricingModel!.products![0]!;
      const res = await create(YEN, (await payer(YEN)).token, {
        totalAmount: yen.amount,
        currencyCode: "JPY",
        products: lines([yen.key, 1, yen.amount]),
      });
      expect(res.body).toMatchObject({ amount: yen.amount, currency: "JPY" });
    });

    it("answers 401 without a fan and 404 for an unknown campaign", async () => {
      const res = await create(PAID, undefined, { totalAmount: 2500, currencyCode: "AUD" });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: FAN_ABSENT });
      const { token } = await payer(PAID);
      const unknown = await h.call("POST", "/campaign-fan/cmp_nope/payment-intent", {
        token,
        body: { campaignOid: "cmp_nope", campaignFanOid: "fan_x", totalAmount: 2500, currencyCode: "AUD" },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe("PATCH /campaign-fan/{campaignOid}/payment-intent/{campaignFanOid}", () => {
    it("answers 204 and reprices the open intent when the basket changes", async () => {
      const { token, fanOid } = await payer(PREORDER);
      await create(PREORDER, token, {
        totalAmount: 3499,
        currencyCode: "USD",
        products: lines(["aurora-lp", 1, 3499]),
      });
      const res = await patch(PREORDER, token, fanOid, {
        campaignFanOid: fanOid,
        totalAmount: 2999,
        currencyCode: "USD",
        products: lines(["aurora-tee", 1, 2999]),
      });
      expect(res.status).toBe(204);
      expect((await current(PREORDER, token)).body).toMatchObject({ amount: 2999 });
    });

    it("answers 400 when the fan oid is missing from the payload or is not the path's", async () => {
      const { token, fanOid } = await payer(DONATE);
      await create(DONATE, token, { totalAmount: 800, currencyCode: "EUR" });
      const missing = await patch(DONATE, token, fanOid, { totalAmount: 900, currencyCode: "EUR" });
      expect(missing.body).toMatchObject({ statusCode: 400, field: "campaignFanOid" });
      const other = await patch(DONATE, token, fanOid, {
        campaignFanOid: "fan_x",
        totalAmount: 900,
        currencyCode: "EUR",
      });
      expect(other.body).toMatchObject({ statusCode: 400, field: "campaignFanOid" });
      const noCampaign = await patch(DONATE, token, fanOid, {
        campaignOid: undefined,
        campaignFanOid: fanOid,
        totalAmount: 900,
        currencyCode: "EUR",
      });
      expect(noCampaign.body).toMatchObject({ statusCode: 400, field: "campaignOid" });
    });

    it("answers 409 'Payment already processing' once the intent is paid", async () => {
      const { token, fanOid } = await payer(DONATE);
      const intent = (await create(DONATE, token, { totalAmount: 800, currencyCode: "EUR" })).body;
      await confirm(intent.clientSecret, TEST_CARD_SUCCEEDS);
      const res = await patch(DONATE, token, fanOid, {
        campaignFanOid: fanOid,
        totalAmount: 900,
        currencyCode: "EUR",
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: "Payment already processing. Please wait." });
    });

    it("answers 401 for another fan's path, and 404 when the fan has no intent", async () => {
      const a = await payer(DONATE);
      const b = await payer(DONATE);
      const body = { totalAmount: 900, currencyCode: "EUR" };
      expect((await patch(DONATE, a.token, b.fanOid, { ...body, campaignFanOid: b.fanOid })).status).toBe(
        401,
      );
      expect((await patch(DONATE, a.token, a.fanOid, { ...body, campaignFanOid: a.fanOid })).status).toBe(
        404,
      );
    });
  });

  describe("GET /campaign-fan/{campaignOid}/payment-intent", () => {
    it("answers 401 without the fan's token", async () => {
      expect((await h.call("GET", `/campaign-fan/${h.campaign(PAID).oid}/payment-intent`)).status).toBe(401);
    });

    it("answers 404 before an intent exists and 200 with it after", async () => {
      const { token } = await payer(PAID);
      expect((await current(PAID, token)).status).toBe(404);
      const created = await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" });
      const res = await current(PAID, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created.body);
    });
  });

  describe("given the local test gateway", () => {
    it("declines 4000 0000 0000 0002, then charges 4242 4242 4242 4242: the payment action is validated and a receipt sent", async () => {
      const { token, email } = await payer(PAID);
      const intent = (await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      const declined = await confirm(intent.clientSecret, TEST_CARD_DECLINED);
      expect(declined.status).toBe(402);
      expect(declined.body).toMatchObject({
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        },
      });
      expect((await current(PAID, token)).body.status).toBe("requires_payment_method");

      const paid = await confirm(intent.clientSecret, "4242 4242 4242 4242");
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({
        paymentIntent: { id: intent.id, status: "succeeded", amount: 2500 },
      });
      expect((await current(PAID, token)).body.status).toBe("succeeded");

      const fan = await h.call("GET", `/campaign-fan/${h.campaign(PAID).oid}`, { token });
      expect(fan.body.completedActions).toContainEqual({
        type: "payment",
        channel: "stripe",
        target: "stripe:payment:enable",
        validated: true,
        additionalInfo: { paymentIntent: { id: intent.id } },
      });
      const receipts = (await h.outbox(email)).filter((m) => m.kind === "receipt");
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.body).toContain("AUD $25.00");
    });

    it("writes the receipt in the language recorded on the fan, though settled outside the fan's request", async () => {
      const { token, email } = await payer(PAID);
      await h.db.query("UPDATE fans SET language = 'de' WHERE email_address = $1", [email]);
      const intent = (await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      expect((await confirm(intent.clientSecret, TEST_CARD_SUCCEEDS)).status).toBe(200);
      const [receipt] = (await h.outbox(email)).filter((m) => m.kind === "receipt");
      expect(receipt!.subject).toBe(`Deine Zahlungsbestätigung für ${h.campaign(PAID).name}`);
      expect(receipt!.body).toContain("Vielen Dank, Pat. Wir haben deine Zahlung über AUD $25,00");
      expect(receipt!.body).toContain(`Zahlungsreferenz: ${intent.id}`);
    });

    it("settles once when the same card is confirmed twice at the same moment", async () => {
      const { token, email } = await payer(PAID);
      const intent = (await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      const both = await Promise.all([
        confirm(intent.clientSecret, TEST_CARD_SUCCEEDS),
        confirm(intent.clientSecret, TEST_CARD_SUCCEEDS),
      ]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect((await h.outbox(email)).filter((m) => m.kind === "receipt")).toHaveLength(1);
    });

    it("refuses a second payment for a one-off ticket, and starts a new intent for a multi-purchase", async () => {
      const paid = await payer(PAID);
      const ticket = (await create(PAID, paid.token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      await confirm(ticket.clientSecret, TEST_CARD_SUCCEEDS);
      expect((await create(PAID, paid.token, { totalAmount: 2500, currencyCode: "AUD" })).status).toBe(409);

      const donor = await payer(DONATE);
      const first = (await create(DONATE, donor.token, { totalAmount: 1000, currencyCode: "EUR" })).body;
      await confirm(first.clientSecret, TEST_CARD_SUCCEEDS);
      const second = await create(DONATE, donor.token, { totalAmount: 1000, currencyCode: "EUR" });
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.id);
    });

    it("answers 402 for an expired card, 400 without a name on the card, 404 for an unknown secret", async () => {
      const { token } = await payer(PAID);
      const intent = (await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      const expired = await confirm(intent.clientSecret, TEST_CARD_SUCCEEDS, { expYear: 2001 });
      expect(expired.body).toMatchObject({ error: { code: "invalid_expiry_year" } });
      // A CVC of 3 or 4 digits (any, CONTRACT.md), a number passing the Luhn check.
      const shortCvc = await confirm(intent.clientSecret, TEST_CARD_SUCCEEDS, { cvc: "12" });
      expect(shortCvc).toMatchObject({ status: 402, body: { error: { code: "invalid_cvc" } } });
      expect(String((shortCvc.body.error as { message: string }).message)).toContain("3 or 4 digits");
      const notLuhn = await confirm(intent.clientSecret, "4242 4242 4242 4241");
      expect(notLuhn.body).toMatchObject({ error: { code: "incorrect_number" } });
      // Stripe's decline test cards give their reasons.
      const poor = await confirm(intent.clientSecret, "4000 0000 0000 9995");
      expect(poor.body).toMatchObject({
        error: {
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      });
      const noName = await h.app.request(`${API}/test-gateway/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          clientSecret: intent.clientSecret,
          name: " ",
          card: { number: TEST_CARD_SUCCEEDS, expMonth: 1, expYear: 2099, cvc: "1" },
        }),
      });
      expect(noName.status).toBe(400);
      expect((await confirm("tgpi_nope_secret_nope", TEST_CARD_SUCCEEDS)).status).toBe(404);
    });

    it("validates the client's payment action once the intent succeeded", async () => {
      const { token } = await payer(PAID);
      const intent = (await create(PAID, token, { totalAmount: 2500, currencyCode: "AUD" })).body;
      const action = {
        campaignOid: h.campaign(PAID).oid,
        type: "payment",
        channel: "stripe",
        target: "stripe:payment:enable",
      };
      const before = await h.call("POST", "/campaign-action2", { token, body: action });
      expect(before.body.completedActions).toEqual([
        expect.objectContaining({ type: "payment", validated: false }),
      ]);
      await confirm(intent.clientSecret, TEST_CARD_SUCCEEDS);
      const after = await h.call("POST", "/campaign-action2", { token, body: action });
      expect(after.body.completedActions).toEqual([
        expect.objectContaining({ type: "payment", validated: true }),
      ]);
    });
  });

  describe("given Stripe (a stand-in following the stripe types)", () => {
    const WEBHOOK_SECRET = "whsec_test_secret";
    const stripe = createStripeStandIn();
    let sh: Harness;
    beforeAll(() => {
      const app = createApp({
        db: getDb(),
        config: testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
        gateway: createStripeGateway(stripe),
      });
      sh = harnessFor(app, getDb(), h.seed);
    });
    const webhook = (payload: string, signature: string) =>
      sh.app.request(`${API}/stripe-webhook`, {
        method: "POST",
        headers: { "stripe-signature": signature },
        body: payload,
      });

    it("creates the intent in Stripe and settles it from the signed webhook event", async () => {
      const email = uniqueEmail("stripe");
      const { token, fan: registered } = await register(sh, PAID, {
        emailAddress: email,
        firstName: "S",
        lastName: "T",
      });
      const created = await sh.call<Intent>("POST", `/campaign-fan/${h.campaign(PAID).oid}/payment-intent`, {
        token,
        body: {
          campaignOid: h.campaign(PAID).oid,
          campaignFanOid: registered.body.oid,
          totalAmount: 2500,
          currencyCode: "AUD",
        },
      });
      expect(created.body).toMatchObject({
        id: expect.stringMatching(/^pi_test_/),
        amount: 2500,
        currency: "AUD",
      });
      expect((await sh.call("POST", "/test-gateway/confirm", { body: {} })).status).toBe(404);

      stripe.setStatus(created.body.id, "succeeded");
      const payload = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: { id: created.body.id, object: "payment_intent" } },
      });
      expect((await webhook(payload, "t=1,v1=forged")).status).toBe(400);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await webhook(payload, signature);
      expect(res.status).toBe(200);
      expect((await sh.outbox(email)).filter((m) => m.kind === "receipt")).toHaveLength(1);
      const fan = await sh.call("GET", `/campaign-fan/${h.campaign(PAID).oid}`, { token });
      expect(fan.body.completedActions).toContainEqual(
        expect.objectContaining({ type: "payment", validated: true }),
      );
    });
  });
});
