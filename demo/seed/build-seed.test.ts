import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type Campaign,
  CampaignSchema,
  CUSTOM_FIELD_TYPES,
  fieldTypeKey,
  type SectionLetter,
  TourSchema,
  TYPE_BY_SECTION,
} from "../../sdk/api/schemas/index.js";
import { buildSeed, DEMO_PROMOTER_OID } from "./build-seed.js";

const NOW = new Date("2031-03-14T09:30:00.000Z");
const DAY = 86_400_000;
const seed = buildSeed(NOW);
const time = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** CONTRACT.md "Seeded campaigns": uri and type, in table order. */
const CONTRACT: [uri: string, type: Campaign["type"]][] = [
  ["p/demo-presale", "presale"],
  ["p/demo-paid", "presale"],
  ["c/demo-competition", "competition"],
  ["g/demo-giveaway", "giveaway"],
  ["b/demo-ballot", "ballot"],
  ["w/demo-waitlist", "waitlist"],
  ["l/demo-livestream", "livestream"],
  ["l/demo-livestream-soon", "livestream"],
  ["o/demo-preorder", "preorder"],
  ["d/demo-donate", "donate"],
  ["m/demo-optin", "opt-in"],
  ["r/demo-rsvp", "rsvp"],
  ["r/demo-rsvp-online", "rsvp"],
  ["p/demo-ended", "presale"],
  ["p/demo-arabic", "presale"],
  ["o/demo-yen", "preorder"],
];

function campaign(uri: string): Campaign {
  const found = seed.campaigns.find((c) => c.uri === uri);
  if (!found) throw new Error(`${uri} is not seeded`);
  return found;
}

describe("given the demo seed", () => {
  it("seeds exactly the contract's campaigns with their types", () => {
    expect(seed.campaigns.map((c) => [c.uri, c.type]).sort()).toEqual([...CONTRACT].sort());
  });

  it("parses every campaign and tour with the API schemas", () => {
    for (const c of seed.campaigns) expect(CampaignSchema.parse(c), c.uri).toEqual(c);
    for (const t of seed.tours) expect(TourSchema.parse(t)).toEqual(t);
  });

  it("gives each campaign a stable oid, the slug of its uri, the type of its section", () => {
    const oids = seed.campaigns.map((c) => c.oid);
    expect(new Set(oids).size).toBe(oids.length);
    for (const c of seed.campaigns) {
      expect(c.oid).toMatch(/^cmp_demo_/);
      expect(c.uri).toBe(`${c.uri[0]}/${c.urlSlug}`);
      expect(TYPE_BY_SECTION[c.uri[0] as SectionLetter]).toBe(c.type);
      expect(c.promoterOid).toBe(DEMO_PROMOTER_OID);
    }
    expect(buildSeed(NOW)).toEqual(seed);
  });

  it("places dates relative to now", () => {
    const later = buildSeed(new Date(NOW.getTime() + 5 * DAY));
    const shift = time(later.campaigns[0]?.endDate) - time(seed.campaigns[0]?.endDate);
    expect(shift).toBe(5 * DAY);
  });

  it("uses self-hosted assets that exist, and every campaign has a hero image", () => {
    const urls = JSON.stringify(seed).match(/"(?:url|image)":"[^"]+"/g) ?? [];
    for (const match of urls) {
      const url = match.slice(match.indexOf(':"') + 2, -1);
      if (!url.startsWith("/assets/")) {
        expect(url, "only meeting and stream links leave the host").toMatch(
          /^https:\/\/(zoom\.us|www\.youtube)/,
        );
        continue;
      }
      expect(url).toMatch(/^\/assets\/demo\/[a-z-]+\.(svg|jpg|html|webm)$/);
      expect(existsSync(fileURLToPath(new URL(`..${url}`, import.meta.url))), url).toBe(true);
    }
    for (const c of seed.campaigns) {
      expect(
        c.resources.some((r) => r.assetType === "campaign-image"),
        c.uri,
      ).toBe(true);
    }
  });

  it("has one promoter verified for the demo origin, the demo tour and the /demo/ short URL", () => {
    expect(seed.promoters).toEqual([
      expect.objectContaining({ oid: DEMO_PROMOTER_OID, verifiedDomains: ["127.0.0.1"] }),
    ]);
    const [tour] = seed.tours;
    expect(tour?.uri).toBe("t/demo-tour");
    expect(tour?.campaigns).toHaveLength(3);
    for (const stop of tour?.campaigns ?? []) expect(seed.campaigns.map((c) => c.oid)).toContain(stop.oid);
    expect(seed.shortUrls).toEqual([{ slug: "demo", campaignOid: campaign("p/demo-presale").oid }]);
  });
});

describe("given each seeded campaign exercises its contract row", () => {
  it("p/demo-presale: default flow, email code, future notify date, 3 tiers, follows on several services", () => {
    const c = campaign("p/demo-presale");
    expect(c.presentation.flow).toBeUndefined();
    expect(c.settings.emailVerification).toBe("code");
    expect(time(c.notifyDate)).toBeGreaterThan(NOW.getTime());
    expect(c.rewards?.tiers).toHaveLength(3);
    const follows = c.socialActions?.socialAccounts
      .flatMap((a) => a.actions)
      .filter((a) => a.type === "follow");
    expect(new Set(follows?.map((a) => a.channel)).size).toBeGreaterThanOrEqual(4);
  });

  it("p/demo-paid: 25.00 AUD required, payment left for the flow to insert", () => {
    const c = campaign("p/demo-paid");
    expect(c.settings.payment).toMatchObject({
      required: true,
      currencyCode: "AUD",
      pricingModel: { amount: 2500 },
    });
    expect(c.presentation.flow ?? []).not.toContain("payment");
  });

  it("c/demo-competition: prizes", () => {
    const tiers = campaign("c/demo-competition").rewards?.tiers ?? [];
    expect(tiers.filter((t) => t.prize).length).toBeGreaterThanOrEqual(2);
  });

  it("w/demo-waitlist: mobile registration and custom fields of every type, one optional", () => {
    const c = campaign("w/demo-waitlist");
    expect(c.registrations.providers).toEqual(["mobile"]);
    expect(c.registrations.fields.find((f) => f.key === "mobileNumber")).toMatchObject({
      enabled: true,
      optional: false,
    });
    expect(c.registrations.fields.find((f) => f.key === "emailAddress")?.enabled).toBe(false);
    const custom = c.registrations.customFields;
    expect(custom.map(fieldTypeKey).sort()).toEqual([...CUSTOM_FIELD_TYPES].sort());
    expect(custom.filter((f) => f.optional)).toHaveLength(1);
  });

  it("l/demo-livestream: live now, gated, on a known provider", () => {
    const c = campaign("l/demo-livestream");
    expect(time(c.event?.startDate)).toBeLessThanOrEqual(NOW.getTime());
    expect(time(c.event?.endDate)).toBeGreaterThan(NOW.getTime());
    expect(c.settings.gatedSessions).toBe(true);
    expect(new URL(c.event?.presentation?.liveStreamUrl ?? "").hostname).toBe("www.youtube.com");
  });

  it("l/demo-livestream-soon: starts in 30 days with no stream yet", () => {
    const c = campaign("l/demo-livestream-soon");
    expect(time(c.event?.startDate) - NOW.getTime()).toBe(30 * DAY);
    expect(c.event?.presentation?.liveStreamUrl).toBeUndefined();
  });

  it("o/demo-preorder: 3 USD products, one limited to 4", () => {
    const payment = campaign("o/demo-preorder").settings.payment;
    expect(payment?.currencyCode).toBe("USD");
    expect(payment?.pricingModel?.products).toHaveLength(3);
    expect(payment?.pricingModel?.products?.filter((p) => p.maxQuantity === 4)).toHaveLength(1);
  });

  it("d/demo-donate: EUR with a 5.00 minimum", () => {
    const payment = campaign("d/demo-donate").settings.payment;
    expect(payment).toMatchObject({ required: true, currencyCode: "EUR", pricingModel: { minAmount: 500 } });
  });

  it("m/demo-optin: lands on register and opts in to email and SMS", () => {
    const settings = campaign("m/demo-optin").settings;
    expect(settings.ui.landingPage).toBe("register");
    expect(settings.autoOptIn).toEqual({ email: true, sms: true });
  });

  it("r/demo-rsvp: a physical venue; r/demo-rsvp-online: zoom meeting details", () => {
    const venue = campaign("r/demo-rsvp").event;
    expect(venue?.location).toMatch(/Street/);
    expect(venue?.meta?.meeting).toBeUndefined();
    const online = campaign("r/demo-rsvp-online").event?.meta?.meeting;
    expect(online).toMatchObject({ type: "zoom", url: expect.any(String), id: expect.any(String) });
    expect(online?.password).toBeTruthy();
  });

  it("p/demo-ended: ended, with the ended sign-up", () => {
    const c = campaign("p/demo-ended");
    expect(time(c.endDate)).toBeLessThan(NOW.getTime());
    expect(c.settings.endedIntent).toBe(true);
  });

  it("p/demo-arabic: Arabic by default", () => {
    expect(campaign("p/demo-arabic").settings.defaultLanguage).toBe("ar");
  });

  it("o/demo-yen: JPY products in whole yen", () => {
    const payment = campaign("o/demo-yen").settings.payment;
    expect(payment?.currencyCode).toBe("JPY");
    for (const product of payment?.pricingModel?.products ?? [])
      expect(Number.isInteger(product.amount)).toBe(true);
  });

  it("others keep the defaults of the spec", () => {
    for (const c of seed.campaigns) {
      expect(c.defaults.points.referral).toBe(10);
      expect(c.settings.prizes.renderTierHeaders).toBe(true);
      if (c.uri !== "p/demo-arabic") expect(c.settings.defaultLanguage).toBe("en-us");
    }
  });
});
