import { beforeAll, describe, expect, it } from "vitest";
import { parseCallAnswer } from "../../../sdk/api/calls/define-call.js";
import { promoterCallTable } from "../../../sdk/api/promoter-calls.js";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_PROMOTER_KEY } from "../../seed/build-seed.js";
import { DEMO_SERVER_SECRET } from "../config.js";
import { domainHash } from "../remote-signup/domain-hash.js";
import { createHarness, type Harness, uniqueEmail } from "../testing/api-harness.js";
import { otherPromoter, type PromoterCall, promoterClient } from "../testing/promoter-client.js";

// Issue 19: every promoter call, as the demo promoter and as another promoter who must see nothing of it.

const PRESALE = "p/demo-presale";

forEachDatabase("the promoter API", (getDb) => {
  let h: Harness;
  let demo: PromoterCall;
  let other: PromoterCall;
  let oid: string;
  const uri = `p/promoter-test-${Date.now().toString(36)}`;

  /** The seeded presale as a promoter would send it: no oid or promoterOid, another uri. */
  const draftBody = (changes: Record<string, unknown> = {}) => {
    const { oid: _oid, promoterOid: _promoter, urlSlug: _slug, ...campaign } = h.campaign(PRESALE);
    return { ...campaign, uri, name: "Promoter test presale", ...changes };
  };
  const lookup = () => h.call("GET", `/campaign-uri?uri=${encodeURIComponent(uri)}`);

  beforeAll(async () => {
    h = await createHarness(getDb());
    demo = promoterClient(h, DEMO_PROMOTER_KEY);
    other = promoterClient(h, await otherPromoter(h, "prm_test_other"));
  });

  describe("given no key, a wrong key", () => {
    it("answers 401 saying how to authenticate", async () => {
      for (const call of [promoterClient(h, undefined), promoterClient(h, "fc_not_a_key_at_all")]) {
        const res = await call("GET", "/campaigns");
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, message: expect.stringContaining("Bearer") });
      }
    });
  });

  describe("given the demo key", () => {
    it("lists the seeded campaigns as published", async () => {
      const res = await demo<{ campaigns: { uri: string; status: string }[] }>("GET", "/campaigns");
      expect(res.status).toBe(200);
      expect(res.body.campaigns).toContainEqual(
        expect.objectContaining({ uri: PRESALE, status: "published" }),
      );
      parseCallAnswer(promoterCallTable.listPromoterCampaigns, 200, res.body);
    });
  });

  describe("when a campaign is created, changed and published", () => {
    it("creates a draft that fans cannot see", async () => {
      const res = await demo<{ oid: string; status: string; version: number; urlSlug: string }>(
        "POST",
        "/campaigns",
        draftBody(),
      );
      expect(res.status).toBe(201);
      parseCallAnswer(promoterCallTable.createPromoterCampaign, 201, res.body);
      expect(res.body).toMatchObject({ status: "draft", version: 0, urlSlug: uri.slice(2) });
      oid = res.body.oid;
      expect((await lookup()).status).toBe(404);
      const read = await demo("GET", `/campaigns/${oid}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ oid, uri, promoterOid: "prm_demo" });
    });

    it("answers 400 naming the field, and 409 for a uri taken", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ type: "concert" }, "type"],
        [{ uri: "g/wrong-letter" }, "uri"],
        [{ resources: [{ assetType: "campaign-image", url: "javascript:alert(1)" }] }, "resources.0.url"],
        [{ name: "" }, "name"],
      ];
      for (const [change, field] of cases) {
        const res = await demo("POST", "/campaigns", draftBody(change));
        expect(res.status, field).toBe(400);
        expect(res.body, field).toMatchObject({ field });
      }
      const taken = await demo("POST", "/campaigns", draftBody({ uri: PRESALE }));
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ field: "uri" });
      expect((await demo("PUT", `/campaigns/${oid}`, draftBody({ uri: PRESALE }))).status).toBe(409);
    });

    it("keeps a hero focal point (each axis 50 unless given), and answers 400 naming an axis out of 0–100", async () => {
      const withFocus = (heroFocus: unknown) =>
        draftBody({ presentation: { ...h.campaign(PRESALE).presentation, heroFocus } });
      for (const [focus, field] of [
        [{ x: 150, y: 20 }, "presentation.heroFocus.x"],
        [{ x: 20, y: -1 }, "presentation.heroFocus.y"],
        [{ x: "30%" }, "presentation.heroFocus.x"],
      ] as const) {
        const res = await demo("PUT", `/campaigns/${oid}`, withFocus(focus));
        expect(res.status, field).toBe(400);
        expect(res.body, field).toMatchObject({ field, message: expect.stringContaining(field) });
      }
      const saved = await demo("PUT", `/campaigns/${oid}`, withFocus({ x: 20 }));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ presentation: { heroFocus: { x: 20, y: 50 } } });
      expect((await demo("GET", `/campaigns/${oid}`)).body).toMatchObject({
        presentation: { heroFocus: { x: 20, y: 50 } },
      });
    });

    it("publishes the draft as version 1, then a change as version 2; fans see each only once published", async () => {
      const published = await demo("POST", `/campaigns/${oid}/publish`);
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ status: "published", version: 1 });
      expect((await lookup()).body).toMatchObject({ campaign: { oid, name: "Promoter test presale" } });

      const changed = await demo("PUT", `/campaigns/${oid}`, draftBody({ name: "Renamed presale" }));
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ status: "changed", version: 1, name: "Renamed presale" });
      expect((await lookup()).body).toMatchObject({ campaign: { name: "Promoter test presale" } });

      expect((await demo("POST", `/campaigns/${oid}/publish`)).body).toMatchObject({ version: 2 });
      expect((await lookup()).body).toMatchObject({ campaign: { name: "Renamed presale" } });
      const versions = await h.db.query<{ version: number }>(
        "SELECT version FROM campaign_versions WHERE campaign_oid = $1 ORDER BY version",
        [oid],
      );
      expect(versions.map((v) => Number(v.version))).toEqual([1, 2]);
    });
  });

  describe("given a fan registered on the published campaign", () => {
    const email = uniqueEmail("promoter");
    beforeAll(async () => {
      await h.call("POST", "/campaign-page-view", {
        body: { pageName: "landing", version: 2, campaignOid: oid },
      });
      const account = await h.call("POST", "/campaign-account", {
        body: {
          campaignOid: oid,
          registrationType: "email",
          emailAddress: email,
          firstName: "Ann",
          lastName: "Lee",
          postcode: "3000",
        },
      });
      const fan = await h.call("POST", "/campaign-fan", {
        token: account.token,
        body: { uri, registrationType: "email" },
      });
      const code = (await h.outbox(email))[0]?.code;
      const verified = await h.call("POST", "/fan-email-verify", {
        token: fan.token ?? account.token,
        body: { campaignOid: oid, emailAddress: email, shortCode: code },
      });
      expect(verified.status).toBe(201);
    });

    it("lists the fan, finds it by the start of its address, and pages", async () => {
      const list = await demo<{ fans: { emailAddress: string; verified: boolean }[]; next: string | null }>(
        "GET",
        `/campaigns/${oid}/fans`,
      );
      expect(list.status).toBe(200);
      parseCallAnswer(promoterCallTable.listCampaignFans, 200, list.body);
      expect(list.body.fans).toEqual([expect.objectContaining({ emailAddress: email, verified: true })]);
      const found = await demo<{ fans: unknown[] }>(
        "GET",
        `/campaigns/${oid}/fans?search=${email.slice(0, 12)}`,
      );
      expect(found.body.fans).toHaveLength(1);
      expect(
        (await demo<{ fans: unknown[] }>("GET", `/campaigns/${oid}/fans?search=nobody`)).body.fans,
      ).toEqual([]);
      const page = await demo<{ next: string | null }>("GET", `/campaigns/${oid}/fans?limit=1`);
      expect(page.body.next).toEqual(expect.any(String));
      const rest = await demo<{ fans: unknown[]; next: null }>(
        "GET",
        `/campaigns/${oid}/fans?limit=1&after=${page.body.next}`,
      );
      expect(rest.body).toEqual({ fans: [], next: null });
      expect((await demo("GET", `/campaigns/${oid}/fans?after=nonsense`)).status).toBe(400);
    });

    it("exports the fan as CSV with a header row", async () => {
      const csv = await demo("GET", `/campaigns/${oid}/fans.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
      const [header, row, end] = csv.text.split("\r\n");
      expect(header?.split(",")).toEqual(
        expect.arrayContaining(["emailAddress", "totalPoints", "tier", "referredCount", "createdAt"]),
      );
      // Only the fields the campaign asks: the presale's disabled ones have no column.
      expect(header?.split(",")).toContain("postcode");
      for (const disabled of [
        "optusAccountNumber",
        "dob",
        "gender",
        "country",
        "city",
        "state",
        "streetAddress",
      ]) {
        expect(header?.split(","), disabled).not.toContain(disabled);
      }
      const cells = row?.split(",") ?? [];
      expect(cells[header?.split(",").indexOf("emailAddress") ?? -1]).toBe(email);
      expect(cells[header?.split(",").indexOf("verified") ?? -1]).toBe("true");
      expect(end).toBe("");
    });

    it("counts the landing view, the registration and the verification", async () => {
      const res = await demo<{
        pageViews: { page: string; views: number }[];
        perHour: { registrations: number; verifications: number }[];
        conversion: { landing: number; verified: number; rate: number };
      }>("GET", `/campaigns/${oid}/figures?hours=2`);
      expect(res.status).toBe(200);
      parseCallAnswer(promoterCallTable.getCampaignFigures, 200, res.body);
      expect(res.body.pageViews).toEqual([{ page: "landing", views: 1 }]);
      expect(res.body.perHour).toHaveLength(2);
      expect(res.body.perHour.at(-1)).toEqual(
        expect.objectContaining({ registrations: 1, verifications: 1 }),
      );
      expect(res.body.conversion).toEqual({ landing: 1, verified: 1, rate: 1 });
    });
  });

  describe("given another promoter's key", () => {
    it("finds none of the demo promoter's campaigns, fans, figures, keys or webhooks (404)", async () => {
      expect((await other<{ campaigns: unknown[] }>("GET", "/campaigns")).body.campaigns).toEqual([]);
      const hook = await demo<{ id: string }>("POST", "/webhooks", {
        url: "http://127.0.0.1:9/hook",
        events: ["fan.registered"],
      });
      const denied: [string, string, unknown?][] = [
        ["GET", `/campaigns/${oid}`],
        ["PUT", `/campaigns/${oid}`, draftBody()],
        ["POST", `/campaigns/${oid}/publish`],
        ["POST", `/campaigns/${oid}/archive`],
        ["GET", `/campaigns/${oid}/fans`],
        ["GET", `/campaigns/${oid}/fans.csv`],
        ["GET", `/campaigns/${oid}/figures`],
        ["DELETE", "/keys/key_demo"],
        ["GET", `/webhooks/${hook.body.id}/deliveries`],
        ["POST", `/webhooks/${hook.body.id}/deliveries/1/resend`],
        ["DELETE", `/webhooks/${hook.body.id}`],
        ["DELETE", "/domains/127.0.0.1"],
      ];
      for (const [method, path, body] of denied) {
        expect((await other(method, path, body)).status, `${method} ${path}`).toBe(404);
      }
      expect((await demo("DELETE", `/webhooks/${hook.body.id}`)).status).toBe(204);
      expect((await lookup()).status).toBe(200);
    });
  });

  describe("API keys", () => {
    it("creates a key that works, lists it without the key, and revokes it", async () => {
      const created = await demo<{ id: string; key: string; prefix: string }>("POST", "/keys", {
        name: "CI",
      });
      expect(created.status).toBe(201);
      parseCallAnswer(promoterCallTable.createApiKey, 201, created.body);
      const fresh = promoterClient(h, created.body.key);
      expect((await fresh("GET", "/campaigns")).status).toBe(200);
      const list = await demo<{ keys: { id: string; key?: string }[] }>("GET", "/keys");
      expect(list.body.keys.map((k) => k.id)).toContain(created.body.id);
      expect(JSON.stringify(list.body)).not.toContain(created.body.key);
      expect((await demo("DELETE", `/keys/${created.body.id}`)).status).toBe(204);
      expect((await fresh("GET", "/campaigns")).status).toBe(401);
      const stored = await h.db.query("SELECT 1 FROM promoter_api_keys WHERE key_hash = $1 OR prefix = $1", [
        created.body.key,
      ]);
      expect(stored).toEqual([]);
    });
  });

  describe("remote-signup domains", () => {
    it("adds a domain with the hash the widget needs, lists and removes it", async () => {
      const added = await demo<{ domain: string; hash: string }>("POST", "/domains", {
        domain: "https://www.Shop.example.com/page",
      });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({
        domain: "shop.example.com",
        hash: domainHash(DEMO_SERVER_SECRET, "prm_demo", "shop.example.com"),
      });
      const valid = await h.call(
        "GET",
        `/external-domain-validation?promoterOid=prm_demo&domain=shop.example.com&hash=${added.body.hash}`,
      );
      expect(valid.body).toEqual({ valid: true });
      expect((await demo<{ domains: { domain: string }[] }>("GET", "/domains")).body.domains).toContainEqual(
        added.body,
      );
      expect((await demo("POST", "/domains", { domain: "not a host" })).status).toBe(400);
      expect((await demo("DELETE", "/domains/shop.example.com")).status).toBe(204);
      expect((await demo("DELETE", "/domains/shop.example.com")).status).toBe(404);
    });
  });

  describe("webhooks", () => {
    it("registers an endpoint, records a delivery per event, resends it and deletes the endpoint", async () => {
      expect(
        (await demo("POST", "/webhooks", { url: "ftp://example.com/", events: ["fan.registered"] })).body,
      ).toMatchObject({ field: "url" });
      expect(
        (await demo("POST", "/webhooks", { url: "https://example.com/", events: ["fan.left"] })).status,
      ).toBe(400);
      const hook = await demo<{ id: string; secret: string }>("POST", "/webhooks", {
        url: "http://127.0.0.1:9/hook",
        events: ["fan.registered", "fan.verified"],
      });
      expect(hook.status).toBe(201);
      expect(hook.body.secret).toMatch(/^whsec_/);
      expect((await demo<{ webhooks: { id: string }[] }>("GET", "/webhooks")).body.webhooks).toContainEqual(
        expect.objectContaining({ id: hook.body.id, events: ["fan.registered", "fan.verified"] }),
      );
      const account = await h.call("POST", "/campaign-account", {
        body: {
          campaignOid: oid,
          registrationType: "email",
          emailAddress: uniqueEmail("hook"),
          firstName: "Bo",
          lastName: "Ng",
          postcode: "3000",
        },
      });
      await h.call("POST", "/campaign-fan", {
        token: account.token,
        body: { uri, registrationType: "email" },
      });
      const deliveries = await demo<{ deliveries: { id: string; eventType: string; status: string }[] }>(
        "GET",
        `/webhooks/${hook.body.id}/deliveries`,
      );
      parseCallAnswer(promoterCallTable.listWebhookDeliveries, 200, deliveries.body);
      expect(deliveries.body.deliveries).toEqual([
        expect.objectContaining({ eventType: "fan.registered", status: "queued" }),
      ]);
      const id = deliveries.body.deliveries[0]?.id;
      const resent = await demo("POST", `/webhooks/${hook.body.id}/deliveries/${id}/resend`);
      expect(resent.status).toBe(200);
      expect(resent.body).toMatchObject({ id, status: "queued", attempts: 0 });
      expect((await demo("DELETE", `/webhooks/${hook.body.id}`)).status).toBe(204);
      expect((await demo("GET", `/webhooks/${hook.body.id}/deliveries`)).status).toBe(404);
    });
  });

  describe("when the campaign is archived", () => {
    it("ends it for fans and hides it from the list unless asked", async () => {
      const res = await demo("POST", `/campaigns/${oid}/archive`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "archived", endDate: expect.any(String) });
      const list = await demo<{ campaigns: { oid: string }[] }>("GET", "/campaigns");
      expect(list.body.campaigns.map((c) => c.oid)).not.toContain(oid);
      const all = await demo<{ campaigns: { oid: string }[] }>("GET", "/campaigns?archived=true");
      expect(all.body.campaigns.map((c) => c.oid)).toContain(oid);
      expect((await lookup()).body).toMatchObject({ campaign: { endDate: expect.any(String) } });
    });
  });
});
