import type { Hono } from "hono";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { AUTH_TOKEN_HEADER } from "../accounts/auth-token.js";
import { createApp } from "../app.js";
import { DEMO_SERVER_SECRET } from "../config.js";
import { domainHash } from "../remote-signup/domain-hash.js";
import {
  API,
  createHarness,
  type Harness,
  testConfig,
  uniqueEmail,
  uniqueMobile,
  WAITLIST_ANSWERS,
} from "../testing/api-harness.js";
import { CAMPAIGN_WINDOW_SECONDS } from "./new-contact-limits.js";

// Issue 15 "Message pumping": texts and emails to new contacts are limited per client address, per
// campaign and server-wide, on every path that sends one. The first two cases are the issue's own
// (30 new numbers, 40 remote-signup emails from one address) against the documented defaults.

const PRESALE = "p/demo-presale";
const BALLOT = "b/demo-ballot";
const WAITLIST = "w/demo-waitlist";
const LIVESTREAM = "l/demo-livestream";
const DEFAULT_IP_NEW_SMS = 20;
const DEFAULT_IP_NEW_EMAIL = 30;

/** The node server's connection info, as @hono/node-server passes it (getConnInfo reads it). */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: "IPv4" } },
});

interface Reply {
  status: number;
  body: { message?: string; retry_after?: number; validationType?: string };
  token: string | undefined;
}

forEachDatabase("messages to new contacts", (getDb) => {
  let h: Harness;
  let ipCounter = 0;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });
  /** A fresh client address per use, so the per-address counters of the cases never meet. */
  const nextIp = () => {
    ipCounter += 1;
    return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  async function post(app: Hono, path: string, body: unknown, ip: string, token?: string): Promise<Reply> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      origin: "http://127.0.0.1:4174",
    };
    if (token) headers[AUTH_TOKEN_HEADER] = token;
    const res = await app.request(
      `${API}${path}`,
      { method: "POST", headers, body: JSON.stringify(body) },
      from(ip),
    );
    return {
      status: res.status,
      body: (await res.json()) as Reply["body"],
      token: res.headers.get(AUTH_TOKEN_HEADER) ?? undefined,
    };
  }

  /** Account then fan, from one client address, as the register form does. */
  async function registerFrom(
    app: Hono,
    ip: string,
    uri: string,
    fields: Record<string, unknown>,
    packet = {},
  ) {
    const registrationType = fields.mobileNumber ? "mobile" : "email";
    const campaignOid = h.campaign(uri).oid;
    const account = await post(app, "/campaign-account", { campaignOid, registrationType, ...fields }, ip);
    expect(account.status).toBe(201);
    return post(app, "/campaign-fan", { uri, registrationType, ...packet }, ip, account.token);
  }
  const mobileFan = (app: Hono, ip: string, mobile = uniqueMobile()) =>
    registerFrom(
      app,
      ip,
      WAITLIST,
      { mobileNumber: mobile, firstName: "Mo", lastName: "Ng" },
      WAITLIST_ANSWERS,
    );
  const emailFan = (app: Hono, ip: string, uri = PRESALE, email = uniqueEmail("pump")) =>
    registerFrom(app, ip, uri, { emailAddress: email, firstName: "Ann", lastName: "Lee", postcode: "3000" });

  const codesFor = async (address: string) =>
    (await getDb().query("SELECT id FROM verification_codes WHERE address = $1", [address])).length;

  function expectRefused(reply: Reply, text: string) {
    expect(reply.status).toBe(429);
    expect(reply.body.message).toContain(text);
    expect(reply.body.retry_after).toBeGreaterThanOrEqual(1);
  }

  describe("per client address (documented defaults)", () => {
    it(`texts ${DEFAULT_IP_NEW_SMS} of 30 new mobile numbers registered from one address, refuses the rest with 429 and no code`, async () => {
      const ip = nextIp();
      const mobiles = Array.from({ length: 30 }, () => uniqueMobile());
      const statuses: number[] = [];
      for (const mobile of mobiles) {
        const reply = await mobileFan(h.app, ip, mobile);
        statuses.push(reply.status);
        if (reply.status === 429)
          expectRefused(reply, "Too many text messages to new contacts from your network");
      }
      expect(statuses).toEqual([
        ...Array(DEFAULT_IP_NEW_SMS).fill(202),
        ...Array(30 - DEFAULT_IP_NEW_SMS).fill(429),
      ]);
      for (const [n, mobile] of mobiles.entries()) {
        const sent = n < DEFAULT_IP_NEW_SMS ? 1 : 0;
        expect(await h.outbox(mobile)).toHaveLength(sent);
        expect(await codesFor(mobile)).toBe(sent);
      }
      expect((await mobileFan(h.app, nextIp())).status).toBe(202);
    });

    it("holds when the 30 registrations arrive at once", async () => {
      const ip = nextIp();
      const replies = await Promise.all(Array.from({ length: 30 }, () => mobileFan(h.app, ip)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 202)).toHaveLength(DEFAULT_IP_NEW_SMS);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - DEFAULT_IP_NEW_SMS);
    });

    it(`emails ${DEFAULT_IP_NEW_EMAIL} of 40 new addresses signed up remotely from one address, refuses the rest`, async () => {
      const ip = nextIp();
      const signup = (emailAddress: string, address = ip) =>
        post(
          h.app,
          "/remote-signup",
          {
            campaignOid: h.campaign(PRESALE).oid,
            domain: "127.0.0.1",
            hash: domainHash(DEMO_SERVER_SECRET, "prm_demo", "127.0.0.1"),
            emailAddress,
            firstName: "Remy",
            lastName: "Ote",
            postcode: "3000",
          },
          address,
        );
      const emails = Array.from({ length: 40 }, () => uniqueEmail("remote-pump"));
      const statuses: number[] = [];
      for (const email of emails) {
        const reply = await signup(email);
        statuses.push(reply.status);
        if (reply.status === 429) expectRefused(reply, "Too many emails to new contacts from your network");
      }
      expect(statuses).toEqual([
        ...Array(DEFAULT_IP_NEW_EMAIL).fill(201),
        ...Array(40 - DEFAULT_IP_NEW_EMAIL).fill(429),
      ]);
      expect(await h.outbox(emails[DEFAULT_IP_NEW_EMAIL - 1]!)).toHaveLength(1);
      expect(await h.outbox(emails[DEFAULT_IP_NEW_EMAIL]!)).toHaveLength(0);
      // Refused before anything was stored: the address can sign up once the budget allows.
      expect((await signup(emails[DEFAULT_IP_NEW_EMAIL]!, nextIp())).status).toBe(201);
    });

    it("spends nothing on a contact already messaged: resends to the fan's own address", async () => {
      const ip = nextIp();
      const email = uniqueEmail("known");
      const campaignOid = h.campaign(PRESALE).oid;
      const account = await post(
        h.app,
        "/campaign-account",
        {
          campaignOid,
          registrationType: "email",
          emailAddress: email,
          firstName: "Ann",
          lastName: "Lee",
          postcode: "3000",
        },
        ip,
      );
      expect(
        (await post(h.app, "/campaign-fan", { uri: PRESALE, registrationType: "email" }, ip, account.token))
          .status,
      ).toBe(202);
      for (let n = 0; n < 3; n++) {
        const resent = await post(
          h.app,
          `/campaign/${campaignOid}/verify-resend`,
          { verificationType: "email" },
          ip,
          account.token,
        );
        expect(resent.status).toBe(201);
      }
      expect(await h.outbox(email)).toHaveLength(4);
      const [budget] = await getDb().query<{ count: number }>(
        "SELECT count FROM rate_limits WHERE key = $1",
        [`new-contact:ip:email:${ip}`],
      );
      expect(budget?.count).toBe(1);
    });

    it("counts a contact known on one campaign as new on another (one victim, many campaigns)", async () => {
      const app = createApp({ db: getDb(), config: testConfig({ RATE_LIMIT_IP_NEW_EMAIL: "1" }) });
      const ip = nextIp();
      const victim = uniqueEmail("victim");
      expect((await emailFan(app, ip, PRESALE, victim)).status).toBe(202);
      expectRefused(
        await emailFan(app, ip, BALLOT, victim),
        "Too many emails to new contacts from your network",
      );
    });

    it("counts magic links to new contacts too", async () => {
      const app = createApp({ db: getDb(), config: testConfig({ RATE_LIMIT_IP_NEW_EMAIL: "2" }) });
      const emails = [uniqueEmail("live"), uniqueEmail("live"), uniqueEmail("live")];
      // Livestream registration sends nothing: the link is the first message to each address.
      for (const email of emails) {
        const fields = { emailAddress: email, firstName: "Liv", lastName: "E", postcode: "3000" };
        expect((await registerFrom(app, nextIp(), LIVESTREAM, fields)).status).toBe(201);
      }
      const ip = nextIp();
      const link = (emailAddress: string) =>
        post(app, `/campaign-fan/${h.campaign(LIVESTREAM).oid}/email-session-link`, { emailAddress }, ip);
      expect((await link(emails[0]!)).status).toBe(201);
      expect((await link(emails[1]!)).status).toBe(201);
      expectRefused(await link(emails[2]!), "Too many emails to new contacts from your network");
      expect(await h.outbox(emails[2]!)).toHaveLength(0);
    });
  });

  describe("per campaign and server-wide (low test values)", () => {
    beforeEach(async () => {
      await getDb().query("DELETE FROM rate_limits WHERE key LIKE 'new-contact:%'");
    });

    /**
     * The campaign's budget counts in fixed windows of a minute, by the database's clock: four sends that
     * straddle a window's end count in two windows. Near its end, the case starts in the next one.
     */
    async function inFreshCampaignWindow() {
      const margin = 15;
      for (;;) {
        const [row] = await getDb().query<{ left: number }>(
          `SELECT ${CAMPAIGN_WINDOW_SECONDS} - mod(extract(epoch FROM now())::numeric, ${CAMPAIGN_WINDOW_SECONDS})::float8 AS left`,
        );
        if ((row?.left ?? 0) > margin) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    it("refuses the campaign's texts past its budget, from any address; other campaigns still send", async () => {
      const app = createApp({ db: getDb(), config: testConfig({ RATE_LIMIT_CAMPAIGN_NEW_SMS: "3" }) });
      await inFreshCampaignWindow();
      for (let n = 0; n < 3; n++) expect((await mobileFan(app, nextIp())).status).toBe(202);
      const mobile = uniqueMobile();
      expectRefused(
        await mobileFan(app, nextIp(), mobile),
        "This campaign is sending too many text messages right now",
      );
      expect(await codesFor(mobile)).toBe(0);
      expect((await emailFan(app, nextIp())).status).toBe(202);
    });

    it("refuses every campaign's emails past the server's budget", async () => {
      const app = createApp({ db: getDb(), config: testConfig({ RATE_LIMIT_GLOBAL_NEW_EMAIL: "3" }) });
      expect((await emailFan(app, nextIp(), PRESALE)).status).toBe(202);
      expect((await emailFan(app, nextIp(), BALLOT)).status).toBe(202);
      expect((await emailFan(app, nextIp(), PRESALE)).status).toBe(202);
      expectRefused(await emailFan(app, nextIp(), BALLOT), "Too many emails are being sent right now");
      // Texts have their own budget.
      expect((await mobileFan(app, nextIp())).status).toBe(202);
    });
  });
});
