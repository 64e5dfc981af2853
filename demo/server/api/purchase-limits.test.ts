import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { TEST_CARD_SUCCEEDS } from "../payments/test-gateway.js";
import { API, createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";

// docs/security.md "Points, referrals and purchases": a product's maxQuantity holds per fan across
// orders (o/demo-preorder's signed poster: 4 per fan, 19.99 USD), whatever the concurrency.

const PREORDER = "o/demo-preorder";
const POSTER = "signed-poster";
const POSTER_PRICE = 1999;
const LP = "aurora-lp";
const LP_PRICE = 3499;

type Intent = { id: string; clientSecret: string; amount: number; status: string };

forEachDatabase("maxQuantity per fan", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  const campaignOid = () => h.campaign(PREORDER).oid;
  const buyer = async () => {
    const { token, fan } = await register(h, PREORDER, {
      emailAddress: uniqueEmail("buyer"),
      firstName: "Bea",
      lastName: "Buyer",
    });
    expect(fan.status).toBe(201);
    return { token, fanOid: fan.body.oid as string };
  };
  const basket = (posters: number, lps = 0) => ({
    totalAmount: posters * POSTER_PRICE + lps * LP_PRICE,
    currencyCode: "USD",
    products: [
      { key: POSTER, name: POSTER, quantity: posters, unitPrice: POSTER_PRICE },
      ...(lps > 0 ? [{ key: LP, name: LP, quantity: lps, unitPrice: LP_PRICE }] : []),
    ],
  });
  const order = (who: { token: string; fanOid: string }, posters: number, lps = 0) =>
    h.call<Intent>("POST", `/campaign-fan/${campaignOid()}/payment-intent`, {
      token: who.token,
      body: { campaignOid: campaignOid(), campaignFanOid: who.fanOid, ...basket(posters, lps) },
    });
  const change = (who: { token: string; fanOid: string }, posters: number, lps = 0) =>
    h.call("PATCH", `/campaign-fan/${campaignOid()}/payment-intent/${who.fanOid}`, {
      token: who.token,
      body: { campaignOid: campaignOid(), campaignFanOid: who.fanOid, ...basket(posters, lps) },
    });
  const pay = async (clientSecret: string) => {
    const res = await h.app.request(`${API}/test-gateway/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientSecret,
        name: "Bea Buyer",
        card: { number: TEST_CARD_SUCCEEDS, expMonth: 12, expYear: 2099, cvc: "123" },
      }),
    });
    expect(res.status).toBe(200);
  };
  const refusedLine = { statusCode: 400, field: "products.0.quantity" };

  it("refuses the second and third order of 4 posters once 4 are paid for", async () => {
    const fan = await buyer();
    const first = await order(fan, 4);
    expect(first.status).toBe(201);
    await pay(first.body.clientSecret);
    for (const posters of [4, 4, 1]) {
      const again = await order(fan, posters);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        ...refusedLine,
        message: expect.stringMatching(/^Invalid payment payload: at most 0 more of "signed-poster"/),
      });
    }
    // Other products are still for sale.
    expect((await order(fan, 0, 1)).status).toBe(201);
  });

  it("counts an order not yet paid for (in flight), but the same order repeated is the same intent", async () => {
    const fan = await buyer();
    const first = await order(fan, 3);
    expect(first.status).toBe(201);
    const repeated = await order(fan, 3);
    expect(repeated.status).toBe(201);
    expect(repeated.body.id).toBe(first.body.id);
    expect((await order(fan, 2, 1)).body).toMatchObject(refusedLine);
    expect((await order(fan, 1, 1)).status).toBe(201);
  });

  it("lets one of two concurrent orders of 4 through", async () => {
    const fan = await buyer();
    const answers = await Promise.all([order(fan, 4), order(fan, 4, 1), order(fan, 3, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it("no longer counts a canceled order", async () => {
    const fan = await buyer();
    const first = await order(fan, 4);
    expect((await order(fan, 4, 1)).status).toBe(400);
    await getDb().query("UPDATE payment_intents SET status = 'canceled' WHERE gateway_id = $1", [
      first.body.id,
    ]);
    expect((await order(fan, 4, 1)).status).toBe(201);
  });

  it("refuses to change an open order past what the fan already bought", async () => {
    const fan = await buyer();
    await pay((await order(fan, 2)).body.clientSecret);
    expect((await order(fan, 1)).status).toBe(201);
    expect((await change(fan, 2)).status).toBe(204);
    const more = await change(fan, 3);
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject(refusedLine);
    const [intent] = await getDb().query<{ amount: number }>(
      "SELECT amount FROM payment_intents WHERE fan_oid = $1 AND status <> 'succeeded'",
      [fan.fanOid],
    );
    expect(Number(intent?.amount)).toBe(2 * POSTER_PRICE);
  });
});
