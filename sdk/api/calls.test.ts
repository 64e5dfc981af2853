import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type CallBody,
  type CallQuery,
  type CallResponse,
  type CallResult,
  type CallSpec,
  type CallStatus,
  callList,
  calls,
  createCampaignFan,
  getCampaignByUri,
  type ParsedQuery,
  parseCallAnswer,
  pathParamNames,
  recordPageView,
  toHonoPath,
  updatePaymentIntent,
  type validateExternalDomain,
} from "./calls.js";
import type { Fan } from "./schemas/index.js";

describe("given the call table", () => {
  it("holds every call of core-journey §7 and engagement §7, and issue 22's first screen", () => {
    const routes = callList.map((call) => `${call.method} ${call.path}`).sort();
    expect(routes).toEqual(
      [
        "POST /campaign-fan/{campaignOid}/email-session-link",
        "POST /campaign-fan/{campaignOid}/verify-session",
        "POST /campaign-fan/{campaignOid}/stream-url",
        "POST /campaign-account",
        "POST /campaign-account/logout",
        "GET /campaign-fan/{campaignOid}",
        "POST /campaign-fan",
        "POST /campaign-fan/{campaignOid}/payment-intent",
        "PATCH /campaign-fan/{campaignOid}/payment-intent/{campaignFanOid}",
        "GET /campaign-fan/{campaignOid}/payment-intent",
        "POST /campaign-action2",
        "POST /campaign/{campaignOid}/verify-resend",
        "POST /sms-verify",
        "POST /fan-email-verify",
        "POST /campaign-page-view",
        "GET /campaign-uri",
        "GET /first-screen",
        "GET /tour-preview",
        "POST /campaign-preview",
        "POST /fan-preview",
        "GET /external-domain-validation",
        "POST /campaign-exit-intent",
        "PATCH /campaign-exit-intent/{oid}",
        "POST /remote-signup",
      ].sort(),
    );
  });

  it("keys each call by its camelCase id, and each path placeholder has a params key", () => {
    for (const [key, call] of Object.entries(calls as Record<string, CallSpec>)) {
      expect(call.id).toBe(key);
      expect(call.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(Object.keys(call.params?.shape ?? {}).sort()).toEqual(pathParamNames(call.path).sort());
    }
  });

  it("turns OpenAPI paths into Hono paths", () => {
    expect(toHonoPath("/campaign-fan/{campaignOid}/payment-intent/{campaignFanOid}")).toBe(
      "/campaign-fan/:campaignOid/payment-intent/:campaignFanOid",
    );
    expect(toHonoPath("/campaign-uri")).toBe("/campaign-uri");
  });
});

describe("when a page view is recorded", () => {
  const body = recordPageView.body;
  it("accepts a campaign or a tour", () => {
    expect(body.safeParse({ pageName: "landing", version: 2, campaignOid: "c1" }).success).toBe(true);
    expect(body.safeParse({ pageName: "landing", version: 2, tourOid: "t1" }).success).toBe(true);
  });
  it("refuses both, neither, or another version", () => {
    expect(body.safeParse({ pageName: "x", version: 2, campaignOid: "c1", tourOid: "t1" }).success).toBe(
      false,
    );
    expect(body.safeParse({ pageName: "x", version: 2 }).success).toBe(false);
    expect(body.safeParse({ pageName: "x", version: 1, campaignOid: "c1" }).success).toBe(false);
  });
});

describe("when a payment intent payload arrives", () => {
  const body = updatePaymentIntent.body;
  it("accepts a total with a currency", () => {
    expect(
      body.safeParse({ campaignOid: "c", campaignFanOid: "f", totalAmount: 2500, currencyCode: "AUD" })
        .success,
    ).toBe(true);
  });
  it("accepts a basket whose lines add up to the total", () => {
    const products = [
      { key: "tee", quantity: 2, name: "Tee", unitPrice: 3500 },
      { key: "poster", quantity: 1, name: "Poster", unitPrice: 1500 },
    ];
    expect(
      body.safeParse({
        campaignOid: "c",
        campaignFanOid: "f",
        totalAmount: 8500,
        currencyCode: "USD",
        products,
      }).success,
    ).toBe(true);
    expect(
      body.safeParse({
        campaignOid: "c",
        campaignFanOid: "f",
        totalAmount: 8000,
        currencyCode: "USD",
        products,
      }).success,
    ).toBe(false);
  });
  it("refuses fractional amounts and a missing campaign", () => {
    expect(
      body.safeParse({ campaignOid: "c", campaignFanOid: "f", totalAmount: 25.5, currencyCode: "AUD" })
        .success,
    ).toBe(false);
    expect(body.safeParse({ totalAmount: 2500, currencyCode: "AUD" }).success).toBe(false);
    expect(body.safeParse({ campaignOid: "c", totalAmount: 2500, currencyCode: "AUD" }).success).toBe(false);
  });
  it("reads amounts and quantities sent as strings of digits, and the basket under the name cart", () => {
    const parsed = body.parse({
      campaignOid: "c",
      campaignFanOid: "f",
      totalAmount: "8500",
      currencyCode: "USD",
      cart: [
        { key: "tee", quantity: "2", name: "Tee", unitPrice: "3500" },
        { key: "poster", quantity: 1, name: "Poster", unitPrice: 1500 },
      ],
    });
    expect(parsed).toEqual({
      campaignOid: "c",
      campaignFanOid: "f",
      totalAmount: 8500,
      currencyCode: "USD",
      products: [
        { key: "tee", quantity: 2, name: "Tee", unitPrice: 3500 },
        { key: "poster", quantity: 1, name: "Poster", unitPrice: 1500 },
      ],
    });
    expect(
      body.safeParse({ campaignOid: "c", campaignFanOid: "f", totalAmount: "25.5", currencyCode: "AUD" })
        .success,
    ).toBe(false);
  });
});

describe("when query values arrive as strings", () => {
  it("looks a campaign up by exactly one of uri and oid", () => {
    const query = getCampaignByUri.query;
    expect(query.safeParse({ uri: "p/demo-presale" }).success).toBe(true);
    expect(query.safeParse({ oid: "cmp_demo_presale" }).success).toBe(true);
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ uri: "p/demo-presale", oid: "x" }).success).toBe(false);
  });
  it("decodes the JSON tour of a tour preview", () => {
    const tour = { oid: "t", name: "Tour", urlSlug: "t", campaigns: [] };
    const parsed = calls.getTourPreview.query.safeParse({ tour: JSON.stringify(tour) });
    expect(parsed.success && parsed.data.tour.name).toBe("Tour");
    expect(calls.getTourPreview.query.safeParse({ tour: "{not json" }).success).toBe(false);
  });
});

describe("when a client reads an answer", () => {
  it("parses it with the schema of its status", () => {
    const result = parseCallAnswer(createCampaignFan, 202, { validationType: "email-code" });
    expect(result).toEqual({ status: 202, data: { validationType: "email-code" } });
  });
  it("throws on a status the contract does not declare", () => {
    expect(() => parseCallAnswer(createCampaignFan, 418, {})).toThrow(/418/);
  });
  it("infers request and answer types from the table", () => {
    expectTypeOf<CallBody<typeof createCampaignFan>>().toHaveProperty("uri");
    expectTypeOf<CallResponse<typeof createCampaignFan, 201>>().toEqualTypeOf<Fan>();
    expectTypeOf<CallStatus<typeof createCampaignFan>>().toEqualTypeOf<
      201 | 202 | 400 | 401 | 404 | 409 | 429
    >();
    expectTypeOf<CallQuery<typeof validateExternalDomain>>().toEqualTypeOf<{
      promoterOid: string;
      domain: string;
      hash: string;
    }>();
    expectTypeOf<ParsedQuery<typeof calls.getTourPreview>["tour"]["name"]>().toEqualTypeOf<string>();
    expectTypeOf<Extract<CallResult<typeof createCampaignFan>, { status: 202 }>["data"]>().toEqualTypeOf<{
      validationType: "mobile-number" | "email-address" | "email-code";
    }>();
  });
});
