import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCallAnswer } from "../../sdk/api/calls/define-call.js";
import { getCampaignByUri } from "../../sdk/api/calls/lookup.js";
import { forEachDatabase } from "../db/testing.js";
import { buildSeed, DEMO_PROMOTER_KEY } from "../seed/build-seed.js";
import { insertOutboxMessage } from "../store/outbox.js";
import { countPageViews } from "../store/page-views.js";
import { applySeed } from "../store/seed.js";
import { createApp, MAX_BODY_BYTES } from "./app.js";
import { loadConfig } from "./config.js";

const API = "/api/v1/cn";

// A minimal built site for the page routes: the real template, no bundles needed.
const publicDir = mkdtempSync(join(tmpdir(), "site-"));
writeFileSync(
  join(publicDir, "index.html"),
  `<html><head><title>Fan campaigns</title><meta name="description" content="x" /><meta name="theme-color" content="#7344c0" /></head><body><!--campaign-data--></body></html>`,
);

const post = (app: Hono, path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`${API}${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

forEachDatabase("the reference server", (getDb) => {
  let app: Hono;
  const seed = buildSeed(new Date());
  const presale = seed.campaigns.find((c) => c.uri === "p/demo-presale")!;

  beforeAll(async () => {
    await applySeed(getDb(), seed);
    app = createApp({ db: getDb(), config: loadConfig({ PUBLIC_DIR: publicDir, DEMO: "1" }) });
  });

  describe("GET /campaign-uri", () => {
    it("answers a campaign by uri, in the shape of the shared schema", async () => {
      const res = await app.request(`${API}/campaign-uri?uri=p/demo-presale`);
      expect(res.status).toBe(200);
      const answer = parseCallAnswer(getCampaignByUri, 200, await res.json());
      expect(answer.status === 200 && answer.data.campaign?.name).toBe(presale.name);
    });

    it("answers a campaign by oid", async () => {
      const res = await app.request(`${API}/campaign-uri?oid=${presale.oid}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { campaign: { uri: string } }).campaign.uri).toBe("p/demo-presale");
    });

    it("resolves the short URL demo to p/demo-presale", async () => {
      const res = await app.request(`${API}/campaign-uri?uri=demo`);
      expect(((await res.json()) as { campaign: { uri: string } }).campaign.uri).toBe("p/demo-presale");
    });

    it("answers a tour for t/demo-tour", async () => {
      const res = await app.request(`${API}/campaign-uri?uri=t/demo-tour`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { tour?: { campaigns: unknown[] }; campaign?: unknown };
      expect(body.campaign).toBeUndefined();
      expect(body.tour?.campaigns).toHaveLength(3);
    });

    it("answers 404 for an unknown campaign", async () => {
      const res = await app.request(`${API}/campaign-uri?uri=p/nope`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining("p/nope") });
    });

    it("answers 400 naming the field without uri or oid, or with both", async () => {
      for (const query of ["", `?uri=p/demo-presale&oid=${presale.oid}`]) {
        const res = await app.request(`${API}/campaign-uri${query}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ statusCode: 400, field: "uri" });
      }
    });
  });

  describe("POST /campaign-page-view", () => {
    it("records a view of a campaign", async () => {
      const before = await countPageViews(getDb(), { campaignOid: presale.oid, pageName: "landing" });
      const res = await post(
        app,
        "/campaign-page-view",
        JSON.stringify({ pageName: "landing", version: 2, campaignOid: presale.oid }),
      );
      expect(res.status).toBe(204);
      expect(await countPageViews(getDb(), { campaignOid: presale.oid, pageName: "landing" })).toBe(
        before + 1,
      );
    });

    it("records a view of a tour", async () => {
      const tour = seed.tours[0]!;
      const res = await post(
        app,
        "/campaign-page-view",
        JSON.stringify({ pageName: "landing", version: 2, tourOid: tour.oid }),
      );
      expect(res.status).toBe(204);
      expect(await countPageViews(getDb(), { tourOid: tour.oid })).toBeGreaterThan(0);
    });

    it.each([
      ["a wrong version", { pageName: "landing", version: 1, campaignOid: "x" }, "version"],
      ["both owners", { pageName: "landing", version: 2, campaignOid: "a", tourOid: "b" }, "tourOid"],
      ["no owner", { pageName: "landing", version: 2 }, "campaignOid"],
      ["an empty owner", { pageName: "landing", version: 2, campaignOid: "" }, "campaignOid"],
      ["a number for a name", { pageName: 4, version: 2, campaignOid: "a" }, "pageName"],
    ])("answers 400 for %s, naming the field", async (_, body, field) => {
      const res = await post(app, "/campaign-page-view", JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        statusCode: 400,
        field,
        message: expect.stringContaining(`"${field}"`),
      });
    });

    it("answers 400 for an unknown campaign", async () => {
      const res = await post(
        app,
        "/campaign-page-view",
        JSON.stringify({ pageName: "landing", version: 2, campaignOid: "cmp_nope" }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ field: "campaignOid" });
    });

    it("answers 400, not 500, for malformed JSON", async () => {
      const res = await post(app, "/campaign-page-view", "{not json");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Malformed JSON body", statusCode: 400 });
    });

    it("answers 413 for an oversized body", async () => {
      const big = JSON.stringify({
        pageName: "x".repeat(MAX_BODY_BYTES),
        version: 2,
        campaignOid: presale.oid,
      });
      const res = await post(app, "/campaign-page-view", big, { "content-length": String(big.length) });
      expect(res.status).toBe(413);
    });
  });

  it("answers 404 in the error shape for an unknown call", async () => {
    const res = await app.request(`${API}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ statusCode: 404 });
  });

  describe("site routes", () => {
    it("embeds the campaign in the page of a campaign route, under a strict CSP", async () => {
      const res = await app.request("/p/demo-presale/");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      const html = await res.text();
      expect(html).toContain('id="campaign-data"');
      expect(html).toContain(presale.oid);
    });

    it("embeds the trusted preview origins (and the site's own, the console's) in the preview pages, which only they may frame", async () => {
      for (const path of ["/preview-page/campaign/", "/preview-page/campaign/share", "/preview-page/tour/"]) {
        const res = await app.request(path);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(
          '<script type="application/json" id="preview-config">{"origins":["http://127.0.0.1:4174","http://localhost:4174","http://localhost"]}</script>',
        );
        expect(html).not.toContain('id="campaign-data"');
        expect(res.headers.get("content-security-policy")).toContain(
          "frame-ancestors 'self' http://127.0.0.1:4174 http://localhost:4174",
        );
      }
      const page = await (await app.request("/p/demo-presale/")).text();
      expect(page).not.toContain("preview-config");
    });

    it("lets only the promoter's verified domains frame the widget frames", async () => {
      for (const path of ["/widget/register-button/", "/widget/remote-signup/"]) {
        const res = await app.request(`${path}?campaign=p/demo-presale`);
        expect(res.headers.get("content-security-policy")).toMatch(/; frame-ancestors 127\.0\.0\.1:\*$/);
      }
      const unknown = await app.request("/widget/register-button/?campaign=p/no-such-campaign");
      expect(unknown.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    });

    // Issue 15: every campaign page could be framed by any site (clickjacking). Only the embedding
    // routes may be: the widget frames (above) and the loader's register modal (`?embed=modal`).
    it("lets the register modal's page be framed by the site and the promoter's verified domains only", async () => {
      for (const path of [
        "/p/demo-presale/register?embed=modal",
        "/p/demo-presale/share?embed=modal&lang=ar",
      ]) {
        const csp = (await app.request(path)).headers.get("content-security-policy");
        expect(csp, path).toMatch(/; frame-ancestors 'self' 127\.0\.0\.1:\*$/);
      }
    });

    it("lets no other site frame any other page: frame-ancestors 'self'", async () => {
      for (const path of [
        "/p/demo-presale/",
        "/p/demo-presale/register",
        "/demo/",
        "/t/demo-tour",
        `/p/demo-presale/register?campaignOid=${presale.oid}`,
        "/p/no-such-campaign/",
        "/nope/x/y/z",
      ]) {
        const csp = (await app.request(path)).headers.get("content-security-policy") ?? "";
        expect(csp.match(/frame-ancestors[^;]*/g), path).toEqual(["frame-ancestors 'self'"]);
      }
      // Other HTML answers (the OAuth callback page, the dev outbox page) too.
      for (const path of ["/oauth/spotify/callback", "/__dev/outbox/"]) {
        const res = await app.request(path);
        expect(res.headers.get("content-type"), path).toContain("text/html");
        expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
      }
    });

    it("answers 404 with the site shell for an unknown route or campaign", async () => {
      expect((await app.request("/nope/x/y/z")).status).toBe(404);
      const unknown = await app.request("/p/no-such-campaign/");
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).not.toContain('id="campaign-data"');
    });
  });

  describe("headers on every answer (issue 15)", () => {
    const everyKind = [
      ["a page", () => app.request("/p/demo-presale/")],
      ["an API answer", () => app.request(`${API}/campaign-uri?uri=p/demo-presale`)],
      ["an API error", () => app.request(`${API}/campaign-uri`)],
      ["an unknown call", () => app.request(`${API}/no-such-call`)],
      ["malformed JSON", () => post(app, "/campaign-page-view", "{ nope")],
      ["an oversized body", () => post(app, "/campaign-page-view", "x".repeat(MAX_BODY_BYTES + 1))],
      [
        "a preflight",
        () =>
          app.request(`${API}/campaign-fan`, {
            method: "OPTIONS",
            headers: { origin: "https://x.example", "access-control-request-method": "POST" },
          }),
      ],
      ["the dev outbox", () => app.request("/__dev/outbox?to=a@example.com")],
      ["a missing static file", () => app.request("/elements/nope.js")],
    ] as const;

    it.each(everyKind)("X-Content-Type-Options: nosniff on %s", async (_, request) => {
      expect((await request()).headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("Cache-Control: no-store on API answers (they carry a fan's data: account, fan, verification, session)", async () => {
      const email = `headers.${Date.now()}@example.com`;
      const account = await post(
        app,
        "/campaign-account",
        JSON.stringify({
          campaignOid: seed.campaigns.find((c) => c.uri === "g/demo-giveaway")!.oid,
          registrationType: "email",
          emailAddress: email,
          firstName: "Hea",
          lastName: "Ders",
        }),
      );
      expect(account.status).toBe(201);
      const token = account.headers.get("x-auth-token")!;
      const fan = await post(
        app,
        "/campaign-fan",
        JSON.stringify({ uri: "g/demo-giveaway", registrationType: "email" }),
        {
          "x-auth-token": token,
        },
      );
      const read = await app.request(
        `${API}/campaign-fan/${seed.campaigns.find((c) => c.uri === "g/demo-giveaway")!.oid}`,
        {
          headers: { "x-auth-token": token },
        },
      );
      const lookup = await app.request(`${API}/campaign-uri?uri=g/demo-giveaway`, {
        headers: { "x-auth-token": token },
      });
      const refused = await app.request(`${API}/campaign-uri`);
      for (const res of [account, fan, read, lookup, refused]) {
        expect(res.headers.get("cache-control"), res.url).toBe("no-store");
      }
      expect(read.status).toBe(200);
    });

    it("Cache-Control: no-store on every promoter API answer (fans, a new key, webhook secrets, refusals) and the dev routes", async () => {
      const promoter = (method: string, path: string, options: { key?: string; body?: string } = {}) =>
        app.request(`/api/v1/promoter${path}`, {
          method,
          headers: {
            "content-type": "application/json",
            ...(options.key && { authorization: `Bearer ${options.key}` }),
          },
          ...(options.body !== undefined && { body: options.body }),
        });
      const key = DEMO_PROMOTER_KEY;
      const answers = {
        "no key": await promoter("GET", "/campaigns"),
        "a wrong key": await promoter("GET", "/campaigns", { key: "fc_wrong" }),
        campaigns: await promoter("GET", "/campaigns", { key }),
        fans: await promoter("GET", `/campaigns/${presale.oid}/fans`, { key }),
        "a new key": await promoter("POST", "/keys", { key, body: JSON.stringify({ name: "cache test" }) }),
        "a webhook": await promoter("POST", "/webhooks", {
          key,
          body: JSON.stringify({ url: "https://example.com/hook", events: ["fan.registered"] }),
        }),
        "a 400": await promoter("POST", "/webhooks", { key, body: "{ nope" }),
        "an unknown call": await promoter("GET", "/no-such-call", { key }),
        "a sign-in link": await promoter("POST", "/sign-in-link", {
          body: JSON.stringify({ emailAddress: "nobody@example.com" }),
        }),
        "the dev outbox": await app.request("/__dev/outbox?to=a@example.com"),
        "the dev campaigns": await app.request("/__dev/campaigns"),
      };
      expect(answers.fans.status).toBe(200);
      expect(answers["a new key"].status).toBe(201);
      expect(answers["a webhook"].status).toBe(201);
      for (const [what, res] of Object.entries(answers)) {
        expect(res.headers.get("cache-control"), what).toBe("no-store");
      }
      // The CSV sets its own (no-transform as well): kept, not replaced.
      const csv = await promoter("GET", `/campaigns/${presale.oid}/fans.csv`, { key });
      expect(csv.headers.get("cache-control")).toBe("no-store, no-transform");
    });

    it("Strict-Transport-Security only when the site is served over https (PUBLIC_ORIGIN)", async () => {
      expect((await app.request("/p/demo-presale/")).headers.get("strict-transport-security")).toBeNull();
      const https = createApp({
        db: getDb(),
        config: loadConfig({ PUBLIC_DIR: publicDir, DEMO: "1", PUBLIC_ORIGIN: "https://fans.example.com" }),
      });
      for (const path of ["/p/demo-presale/", `${API}/campaign-uri?uri=p/demo-presale`, "/loader.js"]) {
        expect((await https.request(path)).headers.get("strict-transport-security"), path).toBe(
          "max-age=31536000",
        );
      }
    });
  });

  describe("the dev outbox", () => {
    it("answers messages as JSON", async () => {
      const res = await app.request("/__dev/outbox?to=fan@example.com");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ messages: [] });
    });

    it("reads a + typed literally in ?to= (decoded as a space) as a +, for a number and an email", async () => {
      const mobile = "+61412999017";
      const email = `fan+tag.${Date.now()}@example.com`;
      await insertOutboxMessage(getDb(), { to: mobile, channel: "sms", kind: "other", body: "Text ABCDE" });
      await insertOutboxMessage(getDb(), { to: email, channel: "email", kind: "other", body: "Mail FGHIJ" });
      for (const [to, body] of [
        [mobile, "Text ABCDE"],
        [email, "Mail FGHIJ"],
      ] as const) {
        for (const typed of [to, encodeURIComponent(to)]) {
          const res = await app.request(`/__dev/outbox?to=${typed}`);
          expect(await res.json(), typed).toEqual({ messages: [expect.objectContaining({ to, body })] });
        }
      }
      // The page too, its filter field showing the address it read.
      const page = await (await app.request(`/__dev/outbox/?to=${mobile}`)).text();
      expect(page).toContain(`value="${mobile}"`);
      expect(page).toContain("Text ABCDE");
    });

    it("copies a campaign to start a few seconds from now (browser tests of the live check)", async () => {
      const res = await app.request("/__dev/campaign-copies", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ uri: "l/demo-livestream-soon", startsInSeconds: 30 }),
      });
      expect(res.status).toBe(201);
      const { uri } = (await res.json()) as { uri: string };
      expect(uri).toMatch(/^l\/demo-livestream-soon-[a-z0-9]+$/);
      const lookup = await app.request(`/api/v1/cn/campaign-uri?uri=${uri}`);
      const { campaign } = (await lookup.json()) as { campaign: { event: { startDate: string } } };
      const startsIn = Date.parse(campaign.event.startDate) - Date.now();
      expect(startsIn).toBeGreaterThan(20_000);
      expect(startsIn).toBeLessThanOrEqual(30_000);
      const bad = await app.request("/__dev/campaign-copies", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ uri: "l/no-such-campaign", startsInSeconds: 5 }),
      });
      expect(bad.status).toBe(404);
    });

    it("is absent in production: without DEMO=1, whatever NODE_ENV says", async () => {
      // Issue 15: a server with DATABASE_URL and SERVER_SECRET set but NODE_ENV forgotten served every
      // fan's codes here. Only DEMO=1 (what `npm start` sets) turns demo mode on.
      const production = createApp({
        db: getDb(),
        config: loadConfig({ PUBLIC_DIR: publicDir, NODE_ENV: "development", SERVER_SECRET: "s".repeat(32) }),
      });
      expect((await production.request("/__dev/outbox")).status).toBe(404);
      const copy = await production.request("/__dev/campaign-copies", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ uri: "l/demo-livestream-soon", startsInSeconds: 5 }),
      });
      expect(copy.status).toBe(404);
    });
  });
});
