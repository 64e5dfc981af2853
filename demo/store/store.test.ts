import { describe, expect, it } from "vitest";
import type { Queryable } from "../db/database.js";
import { forEachDatabase } from "../db/testing.js";
import {
  type CampaignDocument,
  findCampaignByOid,
  findCampaignByShortUrl,
  findCampaignByUri,
  isCampaignImage,
  upsertCampaign,
} from "./campaigns.js";
import { countPageViews, recordPageView } from "./page-views.js";
import { findPromoter, upsertPromoter } from "./promoters.js";
import { applySeed, type Seed } from "./seed.js";
import { ensureFanShortUrl, findShortUrl, listFanShortUrls, upsertShortUrl } from "./short-urls.js";
import { findTourByOid, findTourBySlug, upsertTour } from "./tours.js";

const promoter = { oid: "pr-demo", name: "Demo Promoter", verifiedDomains: ["127.0.0.1"] };

const presale: CampaignDocument = {
  oid: "c-presale",
  uri: "p/demo-presale",
  urlSlug: "demo-presale",
  promoterOid: promoter.oid,
  type: "presale",
  name: "Demo presale",
  settings: { payment: { required: false }, defaultLanguage: "en-us" },
  rewards: { tiers: [{ index: 0 }, { index: 1 }] },
};

const donate: CampaignDocument = {
  oid: "c-donate",
  uri: "d/demo-donate",
  urlSlug: "demo-donate",
  promoterOid: promoter.oid,
  type: "donate",
};

const seed: Seed = {
  promoters: [promoter],
  campaigns: [presale, donate],
  tours: [
    { oid: "t-demo", urlSlug: "demo-tour", name: "Demo tour", campaignOids: [presale.oid, donate.oid] },
  ],
  shortUrls: [{ slug: "demo", campaignOid: presale.oid }],
};

async function snapshot(q: Queryable) {
  return {
    promoters: await q.query("SELECT * FROM promoters ORDER BY oid"),
    campaigns: await q.query("SELECT * FROM campaigns ORDER BY oid"),
    tours: await q.query("SELECT * FROM tours ORDER BY oid"),
    shortUrls: await q.query("SELECT * FROM short_urls ORDER BY slug"),
  };
}

async function addFan(q: Queryable, oid: string, campaignOid: string): Promise<void> {
  await q.query("INSERT INTO fans (oid, campaign_oid) VALUES ($1, $2)", [oid, campaignOid]);
}

forEachDatabase(
  "store",
  (getDb) => {
    describe("given the seed", () => {
      it("writes every row on the first run and nothing on the second", async () => {
        const db = getDb();
        expect(await applySeed(db, seed)).toEqual({ promoters: 1, campaigns: 2, tours: 1, shortUrls: 1 });
        const before = await snapshot(db);
        expect(await applySeed(db, seed)).toEqual({ promoters: 0, campaigns: 0, tours: 0, shortUrls: 0 });
        expect(await snapshot(db)).toEqual(before);
      });

      it("updates only what changed when the seed changes", async () => {
        const db = getDb();
        await applySeed(db, seed);
        const changed = { ...seed, campaigns: [{ ...presale, name: "Renamed" }, donate] };
        expect(await applySeed(db, changed)).toEqual({ promoters: 0, campaigns: 1, tours: 0, shortUrls: 0 });
        expect((await findCampaignByOid(db, presale.oid))?.name).toBe("Renamed");
      });

      it("writes nothing when one of its rows is invalid", async () => {
        const db = getDb();
        const broken: Seed = { ...seed, shortUrls: [{ slug: "nowhere", campaignOid: "c-missing" }] };
        await expect(applySeed(db, broken)).rejects.toThrow();
        expect(await snapshot(db)).toEqual({ promoters: [], campaigns: [], tours: [], shortUrls: [] });
      });
    });

    describe("campaigns", () => {
      it("are found by uri and by oid, with the whole document", async () => {
        const db = getDb();
        await upsertPromoter(db, promoter);
        await upsertCampaign(db, presale);
        expect(await findCampaignByUri(db, "p/demo-presale")).toEqual(presale);
        expect(await findCampaignByOid(db, "c-presale")).toEqual(presale);
      });

      it("are not found by an unknown uri, oid or short URL", async () => {
        const db = getDb();
        expect(await findCampaignByUri(db, "p/nope")).toBeNull();
        expect(await findCampaignByOid(db, "nope")).toBeNull();
        expect(await findCampaignByShortUrl(db, "nope")).toBeNull();
      });

      it("are found through a campaign short URL and a fan's referral link", async () => {
        const db = getDb();
        await applySeed(db, seed);
        await addFan(db, "f-1", donate.oid);
        await ensureFanShortUrl(db, {
          slug: "ref1",
          campaignOid: donate.oid,
          fanOid: "f-1",
          channel: "twitter",
        });
        expect((await findCampaignByShortUrl(db, "demo"))?.uri).toBe("p/demo-presale");
        expect((await findCampaignByShortUrl(db, "ref1"))?.uri).toBe("d/demo-donate");
      });

      it("reject a second campaign with a uri already taken", async () => {
        const db = getDb();
        await applySeed(db, seed);
        await expect(upsertCampaign(db, { ...donate, oid: "c-other", uri: presale.uri })).rejects.toThrow();
      });

      it("keep their row untouched when upserted unchanged, and report a change otherwise", async () => {
        const db = getDb();
        await applySeed(db, seed);
        const read = () =>
          db.query<{ updated_at: Date }>("SELECT updated_at FROM campaigns WHERE oid = $1", [presale.oid]);
        const [before] = await read();
        expect(await upsertCampaign(db, presale)).toBe(false);
        expect(await read()).toEqual([before]);
        expect(await upsertCampaign(db, { ...presale, urlSlug: "moved" })).toBe(true);
        expect((await findCampaignByUri(db, presale.uri))?.urlSlug).toBe("moved");
      });

      it("tell a campaign's image, live or in a version a fan may still see, from any other URL", async () => {
        const db = getDb();
        await upsertPromoter(db, promoter);
        const image = (url: string) => [{ assetType: "campaign-image", url }];
        await upsertCampaign(db, { ...presale, resources: image("https://img.example/live.jpg") });
        await db.query(
          "INSERT INTO campaign_versions (campaign_oid, version, data) VALUES ($1, 1, $2::jsonb)",
          [presale.oid, JSON.stringify({ ...presale, resources: image("https://img.example/v1.jpg") })],
        );
        expect(await isCampaignImage(db, "https://img.example/live.jpg")).toBe(true);
        expect(await isCampaignImage(db, "https://img.example/v1.jpg")).toBe(true);
        for (const other of ["https://img.example/other.jpg", "https://img.example/live.jpg?x=1", "%"]) {
          expect(await isCampaignImage(db, other), other).toBe(false);
        }
        // Another kind of resource at that URL is no campaign image.
        await upsertCampaign(db, {
          ...donate,
          resources: [{ assetType: "campaign-video", url: "https://img.example/clip.jpg" }],
        });
        expect(await isCampaignImage(db, "https://img.example/clip.jpg")).toBe(false);
      });
    });

    describe("tours", () => {
      it("are found by slug and by oid, and replaced by an upsert", async () => {
        const db = getDb();
        const tour = { oid: "t-1", urlSlug: "summer", name: "Summer", campaignOids: ["a", "b"] };
        expect(await upsertTour(db, tour)).toBe(true);
        expect(await findTourBySlug(db, "summer")).toEqual(tour);
        expect(await findTourByOid(db, "t-1")).toEqual(tour);
        expect(await upsertTour(db, { ...tour, urlSlug: "autumn" })).toBe(true);
        expect(await findTourBySlug(db, "summer")).toBeNull();
        expect((await findTourBySlug(db, "autumn"))?.name).toBe("Summer");
      });
    });

    describe("promoters", () => {
      it("keep their verified domains, and are updated by an upsert", async () => {
        const db = getDb();
        expect(await findPromoter(db, promoter.oid)).toBeNull();
        await upsertPromoter(db, promoter);
        expect(await findPromoter(db, promoter.oid)).toEqual(promoter);
        expect(await upsertPromoter(db, promoter)).toBe(false);
        await upsertPromoter(db, { ...promoter, verifiedDomains: ["example.com", "127.0.0.1"] });
        expect((await findPromoter(db, promoter.oid))?.verifiedDomains).toEqual(["example.com", "127.0.0.1"]);
      });
    });

    describe("short URLs", () => {
      it("repoint a campaign short URL on upsert", async () => {
        const db = getDb();
        await applySeed(db, seed);
        expect(await upsertShortUrl(db, { slug: "demo", campaignOid: donate.oid })).toBe(true);
        expect(await findShortUrl(db, "demo")).toEqual({
          slug: "demo",
          campaignOid: donate.oid,
          fanOid: null,
          channel: null,
          createdAt: expect.any(Date),
        });
      });

      describe("given a fan", () => {
        it("creates one referral link per channel, and returns the existing one when asked again", async () => {
          const db = getDb();
          await applySeed(db, seed);
          await addFan(db, "f-1", presale.oid);
          const base = { campaignOid: presale.oid, fanOid: "f-1" };
          const email = await ensureFanShortUrl(db, { ...base, slug: "aaa", channel: "email" });
          expect(email).toMatchObject({ slug: "aaa", fanOid: "f-1", channel: "email" });
          expect((await ensureFanShortUrl(db, { ...base, slug: "bbb", channel: "email" }))?.slug).toBe("aaa");
          await ensureFanShortUrl(db, { ...base, slug: "ccc", channel: "twitter" });
          await ensureFanShortUrl(db, { ...base, slug: "ddd", channel: null });
          const links = await listFanShortUrls(db, "f-1");
          expect(links.map((l) => [l.channel, l.slug])).toEqual([
            [null, "ddd"],
            ["email", "aaa"],
            ["twitter", "ccc"],
          ]);
        });

        it("answers null when the slug is taken, so the caller can pick another", async () => {
          const db = getDb();
          await applySeed(db, seed);
          await addFan(db, "f-1", presale.oid);
          const link = { slug: "demo", campaignOid: presale.oid, fanOid: "f-1", channel: "sms" };
          expect(await ensureFanShortUrl(db, link)).toBeNull();
        });

        it("gives concurrent requests for one channel the same link", async () => {
          const db = getDb();
          await applySeed(db, seed);
          await addFan(db, "f-1", presale.oid);
          const results = await Promise.all(
            ["s1", "s2", "s3", "s4"].map((slug) =>
              ensureFanShortUrl(db, { slug, campaignOid: presale.oid, fanOid: "f-1", channel: "facebook" }),
            ),
          );
          expect(new Set(results.map((r) => r?.slug)).size).toBe(1);
          expect(await listFanShortUrls(db, "f-1")).toHaveLength(1);
        });
      });
    });

    describe("page views", () => {
      it("are counted per campaign, per tour and per page", async () => {
        const db = getDb();
        await recordPageView(db, { pageName: "landing", version: 2, campaignOid: "c-1" });
        await recordPageView(db, { pageName: "landing", version: 2, campaignOid: "c-1" });
        await recordPageView(db, { pageName: "share", version: 2, campaignOid: "c-1", fanOid: "f-1" });
        await recordPageView(db, { pageName: "landing", version: 2, tourOid: "t-1" });
        expect(await countPageViews(db, { campaignOid: "c-1" })).toBe(3);
        expect(await countPageViews(db, { campaignOid: "c-1", pageName: "landing" })).toBe(2);
        expect(await countPageViews(db, { tourOid: "t-1" })).toBe(1);
        expect(await countPageViews(db, { campaignOid: "c-unknown" })).toBe(0);
      });
    });
  },
  { resetBeforeEach: true },
);

describe("store module", () => {
  it("exports the repositories by name", async () => {
    const store = await import("./index.js");
    expect(Object.keys(store).sort()).toMatchInlineSnapshot(`
      [
        "applySeed",
        "countPageViews",
        "ensureFanShortUrl",
        "findCampaignByOid",
        "findCampaignByShortUrl",
        "findCampaignByUri",
        "findPromoter",
        "findShortUrl",
        "findTourByOid",
        "findTourBySlug",
        "listFanShortUrls",
        "recordPageView",
        "upsertCampaign",
        "upsertPromoter",
        "upsertShortUrl",
        "upsertTour",
      ]
    `);
  });
});
