import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { DEMO_PROMOTER_KEY } from "../../seed/build-seed.js";
import { JOURNEY_HOURS } from "../campaigns/journey-campaign.js";
import { createHarness, type Harness, uniqueEmail } from "../testing/api-harness.js";
import { type PromoterCall, promoterClient } from "../testing/promoter-client.js";

// Issue 19: "changes are versioned so a fan mid-journey keeps a consistent campaign". A fan who started
// on version 1 is judged and shown version 1 after the promoter publishes version 2 (a required field
// more, share points changed, another name); a fan who starts after sees version 2.

const GIVEAWAY = "g/demo-giveaway"; // verifies nothing: the fan call registers

interface FanAnswer {
  oid: string;
  stats: { totalPoints: number };
}

forEachDatabase("a fan mid-journey keeps its campaign version", (getDb) => {
  let h: Harness;
  let promoter: PromoterCall;
  let oid: string;
  const uri = `g/journey-${Date.now().toString(36)}`;

  /** The seeded giveaway as a promoter sends it, under its own uri. */
  const version = (changes: { name: string; sharePoints: number; cityRequired: boolean }) => {
    const { oid: _oid, promoterOid: _promoter, urlSlug: _slug, ...campaign } = h.campaign(GIVEAWAY);
    return {
      ...campaign,
      uri,
      name: changes.name,
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      defaults: {
        ...campaign.defaults,
        points: { ...campaign.defaults?.points, share: changes.sharePoints },
      },
      registrations: {
        ...campaign.registrations,
        fields: (campaign.registrations?.fields ?? []).map((field) =>
          field.key === "city" ? { ...field, enabled: changes.cityRequired, optional: false } : field,
        ),
      },
    };
  };
  const V1 = { name: "Journey giveaway v1", sharePoints: 5, cityRequired: false };
  const V2 = { name: "Journey giveaway v2", sharePoints: 50, cityRequired: true };

  const startAccount = async (fields: Record<string, string> = {}) => {
    const res = await h.call("POST", "/campaign-account", {
      body: {
        campaignOid: oid,
        registrationType: "email",
        emailAddress: uniqueEmail("journey"),
        firstName: "Ann",
        lastName: "Lee",
        ...fields,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.token;
  };
  const registerFan = (token: string | undefined) =>
    h.call<FanAnswer>("POST", "/campaign-fan", { token, body: { uri, registrationType: "email" } });
  const lookupName = async (token?: string) => {
    const res = await h.call<{ campaign: { name: string } }>(
      "GET",
      `/campaign-uri?uri=${encodeURIComponent(uri)}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body.campaign.name;
  };
  const share = (token: string | undefined, channel: string) =>
    h.call<FanAnswer>("POST", "/campaign-action2", {
      token,
      body: { campaignOid: oid, type: "share", channel, target: `${channel}:share` },
    });
  const publish = async (changes: typeof V1) => {
    const saved = await promoter("PUT", `/campaigns/${oid}`, version(changes));
    expect(saved.status, saved.text).toBe(200);
    const published = await promoter<{ version: number }>("POST", `/campaigns/${oid}/publish`);
    expect(published.status, published.text).toBe(200);
    return published.body.version;
  };

  beforeAll(async () => {
    h = await createHarness(getDb());
    promoter = promoterClient(h, DEMO_PROMOTER_KEY);
    const created = await promoter<{ oid: string }>("POST", "/campaigns", version(V1));
    expect(created.status, created.text).toBe(201);
    oid = created.body.oid;
    const published = await promoter<{ version: number }>("POST", `/campaigns/${oid}/publish`);
    expect(published.body.version).toBe(1);
  });

  describe("given a fan whose account was made on version 1, when version 2 is published", () => {
    let early: string | undefined;
    let late: string | undefined;

    beforeAll(async () => {
      early = await startAccount();
      expect(await publish(V2)).toBe(2);
      late = await startAccount();
    });

    it("judges the early fan's registration by version 1 (city not asked), a new fan's by version 2", async () => {
      const earlyFan = await registerFan(early);
      expect(earlyFan.status, JSON.stringify(earlyFan.body)).toBe(201);
      const lateFan = await registerFan(late);
      expect(lateFan.status).toBe(400);
      expect(lateFan.body).toMatchObject({ field: "city" });
    });

    it("shows each fan its own version, and a visitor without a token the live one", async () => {
      expect(await lookupName(early)).toBe(V1.name);
      expect(await lookupName(late)).toBe(V2.name);
      expect(await lookupName()).toBe(V2.name);
    });

    it("gives the early fan version 1's share points and a fan of version 2 its points", async () => {
      const before = await h.call<FanAnswer>("GET", `/campaign-fan/${oid}`, { token: early });
      const earlyShare = await share(early, "twitter");
      expect(earlyShare.status, JSON.stringify(earlyShare.body)).toBe(201);
      expect(earlyShare.body.stats.totalPoints - before.body.stats.totalPoints).toBe(V1.sharePoints);

      const newcomer = await startAccount({ city: "Melbourne" });
      expect((await registerFan(newcomer)).status).toBe(201);
      const newShare = await share(newcomer, "twitter");
      expect(newShare.status).toBe(201);
      expect(newShare.body.stats.totalPoints).toBe(V2.sharePoints);
    });

    it("lets the early fan follow the live version once its journey is over", async () => {
      expect(await lookupName(early)).toBe(V1.name);
      await h.db.query(
        "UPDATE fans SET created_at = now() - make_interval(hours => $2) WHERE campaign_oid = $1 AND campaign_version = 1",
        [oid, JOURNEY_HOURS + 1],
      );
      expect(await lookupName(early)).toBe(V2.name);
    });
  });

  describe("given a fan waiting for its emailed code when verification by link is published", () => {
    it("keeps the fan on its code, and verifies it, while a new fan is sent a link", async () => {
      const { oid: _o, promoterOid: _p, urlSlug: _s, ...presale } = h.campaign("p/demo-presale");
      const codeUri = `p/journey-code-${Date.now().toString(36)}`;
      const withVerification = (emailVerification: string) => ({
        ...presale,
        uri: codeUri,
        settings: { ...presale.settings, emailVerification },
      });
      const created = await promoter<{ oid: string }>("POST", "/campaigns", withVerification("code"));
      expect(created.status, created.text).toBe(201);
      const codeOid = created.body.oid;
      expect((await promoter("POST", `/campaigns/${codeOid}/publish`)).status).toBe(200);
      const start = async () => {
        const emailAddress = uniqueEmail("journey-code");
        const account = await h.call("POST", "/campaign-account", {
          body: {
            campaignOid: codeOid,
            registrationType: "email",
            emailAddress,
            firstName: "Ann",
            lastName: "Lee",
            postcode: "3000",
          },
        });
        const fan = await h.call("POST", "/campaign-fan", {
          token: account.token,
          body: { uri: codeUri, registrationType: "email" },
        });
        return { token: account.token, emailAddress, fan };
      };
      const waiting = await start();
      expect(waiting.fan.body).toEqual({ validationType: "email-code" });

      expect((await promoter("PUT", `/campaigns/${codeOid}`, withVerification("link"))).status).toBe(200);
      expect((await promoter("POST", `/campaigns/${codeOid}/publish`)).status).toBe(200);

      const pending = await h.call("GET", `/campaign-fan/${codeOid}`, { token: waiting.token });
      expect(pending.status).toBe(202);
      expect(pending.body).toEqual({ validationType: "email-code" });
      const code = (await h.outbox(waiting.emailAddress))[0]?.code;
      const verified = await h.call("POST", "/fan-email-verify", {
        token: waiting.token,
        body: { campaignOid: codeOid, emailAddress: waiting.emailAddress, shortCode: code },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(201);

      const newcomer = await start();
      expect(newcomer.fan.body).toEqual({ validationType: "email-address" });
    });
  });

  describe("given a fan who starts again after version 3 is published", () => {
    it("answers with version 3 for the new attempt", async () => {
      const first = await startAccount();
      expect(await publish({ ...V1, name: "Journey giveaway v3" })).toBe(3);
      expect(await lookupName(first)).toBe(V2.name);
      const again = await startAccount();
      expect(await lookupName(again)).toBe("Journey giveaway v3");
    });
  });
});
