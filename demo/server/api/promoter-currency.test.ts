import { beforeAll, describe, expect, it } from "vitest";
import { CURRENCIES } from "../../../sdk/payment/currencies.js";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_PROMOTER_KEY } from "../../seed/build-seed.js";
import { createHarness, type Harness, register, uniqueEmail } from "../testing/api-harness.js";
import { type PromoterCall, promoterClient } from "../testing/promoter-client.js";

// A campaign priced in a currency the payment code cannot charge in is refused when written (400 naming
// the field), and one stored before that rule answers the fan 409 with a reason, never 500.

const PRESALE = "p/demo-presale";
const PAID = "p/demo-paid"; // AUD 25.00
const FIELD = "settings.payment.currencyCode";

forEachDatabase("campaign currencies", (getDb) => {
  let h: Harness;
  let promoter: PromoterCall;

  beforeAll(async () => {
    h = await createHarness(getDb());
    promoter = promoterClient(h, DEMO_PROMOTER_KEY);
  });

  /** The seeded presale as a promoter would send it, with a new uri and this payment. */
  const priced = (uri: string, payment: Record<string, unknown>) => {
    const { oid: _oid, promoterOid: _promoter, urlSlug: _slug, ...campaign } = h.campaign(PRESALE);
    return { ...campaign, uri, settings: { ...campaign.settings, payment } };
  };
  const uniqueUri = (label: string) => `p/${label}-${Date.now().toString(36)}`;

  describe("when a promoter writes a campaign", () => {
    it("refuses a currency the payment code does not take, on create and on replace, naming the field", async () => {
      const zzz = { required: true, currencyCode: "ZZZ", pricingModel: { amount: 100 } };
      const created = await promoter("POST", "/campaigns", priced(uniqueUri("zzz"), zzz));
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        statusCode: 400,
        field: FIELD,
        message: expect.stringContaining(FIELD),
      });
      expect(created.body.message).toContain("ZZZ");

      const uri = uniqueUri("aud");
      const good = await promoter<{ oid: string }>(
        "POST",
        "/campaigns",
        priced(uri, { ...zzz, currencyCode: "AUD" }),
      );
      expect(good.status).toBe(201);
      const replaced = await promoter("PUT", `/campaigns/${good.body.oid}`, priced(uri, zzz));
      expect(replaced.status).toBe(400);
      expect(replaced.body).toMatchObject({ field: FIELD });
      // The draft kept its currency.
      expect((await promoter("GET", `/campaigns/${good.body.oid}`)).body).toMatchObject({
        settings: { payment: { currencyCode: "AUD" } },
      });
    });

    it("accepts every currency of the payment table, for a price, products or a donation", async () => {
      const pricings = [
        { amount: 100 },
        { products: [{ key: "tee", name: "Tee", amount: 2000 }] },
        { minAmount: 500 },
      ];
      for (const [index, code] of Object.keys(CURRENCIES).entries()) {
        const pricingModel = pricings[index % pricings.length];
        const res = await promoter(
          "POST",
          "/campaigns",
          priced(uniqueUri(`c${index}`), { required: true, currencyCode: code, pricingModel }),
        );
        expect(res.status, code).toBe(201);
      }
    });
  });

  describe("given a campaign stored with an unsupported currency (older data)", () => {
    beforeAll(async () => {
      // Written around the API, as data from before the rule would be.
      await h.db.query(
        `UPDATE campaigns SET data = jsonb_set(data, '{settings,payment,currencyCode}', '"ZZZ"'),
           updated_at = now() WHERE uri = $1`,
        [PAID],
      );
    });

    it("answers the fan's payment 409 with the reason, not 500", async () => {
      const { token, fan } = await register(h, PAID, {
        emailAddress: uniqueEmail("zzz"),
        firstName: "Zed",
        lastName: "Zee",
      });
      expect(fan.status).toBe(201);
      const oid = h.campaign(PAID).oid;
      const res = await h.call("POST", `/campaign-fan/${oid}/payment-intent`, {
        token,
        body: { campaignOid: oid, campaignFanOid: fan.body.oid, totalAmount: 2500, currencyCode: "ZZZ" },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: expect.stringContaining("ZZZ") });
    });
  });
});
