import { beforeAll, describe, expect, it } from "vitest";
import { callList } from "../../../sdk/api/calls.js";
import { forEachDatabase } from "../../db/testing.js";
import { createApp } from "../app.js";
import {
  API,
  connectedFrom,
  createHarness,
  type Harness,
  testConfig,
  uniqueEmail,
} from "../testing/api-harness.js";
import { IP_LIMIT_RULES } from "./ip-limits.js";

// The documented per-IP limits (docs/security.md), each shown reaching its 429 with low test values.
const LIMIT = 3;
const configEnv = {
  RATE_LIMIT_IP_VERIFY: String(LIMIT),
  RATE_LIMIT_IP_RESEND: String(LIMIT),
  RATE_LIMIT_IP_MAGIC_LINK: String(LIMIT),
  RATE_LIMIT_IP_REGISTER: String(LIMIT),
  RATE_LIMIT_IP_PAGE_VIEW: String(LIMIT),
};
const config = testConfig(configEnv);

describe("the per-IP limit table", () => {
  it("limits calls of the shared call table, whose routes it takes from there", () => {
    const limited = IP_LIMIT_RULES.flatMap((rule) => rule.calls);
    expect(limited.length).toBeGreaterThan(0);
    for (const call of limited) expect(callList).toContain(call);
  });
});

forEachDatabase("per-IP limits", (getDb) => {
  let h: Harness;
  let ipCounter = 0;
  beforeAll(async () => {
    h = await createHarness(getDb(), { config });
  });
  // Each case uses its own address so the counters never meet (the database is new for each run).
  const nextIp = () => {
    ipCounter += 1;
    return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}, app = h.app) =>
    app.request(
      `${API}${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      },
      connectedFrom(ip),
    );
  const newAccount = (n: number) => ({
    campaignOid: presale().oid,
    registrationType: "email",
    emailAddress: uniqueEmail(`ip-limits-${n}`),
    firstName: "Ann",
    lastName: "Lee",
    postcode: "3000",
  });

  const presale = () => h.campaign("p/demo-presale");
  const livestream = () => h.campaign("l/demo-livestream");
  const cases = [
    {
      what: "verification attempts",
      send: (ip: string, n: number) =>
        post(
          "/fan-email-verify",
          { campaignOid: presale().oid, emailAddress: `nobody${n}@example.com`, shortCode: "AAAAAA" },
          ip,
        ),
    },
    {
      what: "resend requests",
      send: (ip: string) =>
        post(`/campaign/${presale().oid}/verify-resend`, { verificationType: "email" }, ip),
    },
    {
      what: "login link requests",
      send: (ip: string, n: number) =>
        post(
          `/campaign-fan/${livestream().oid}/email-session-link`,
          { emailAddress: `nobody${n}@example.com` },
          ip,
        ),
    },
    {
      what: "registrations",
      send: (ip: string, n: number) => post("/campaign-account", newAccount(n), ip),
    },
    {
      what: "registrations",
      send: (ip: string) => post("/campaign-fan", { uri: "p/demo-presale", registrationType: "email" }, ip),
    },
    {
      what: "page views",
      send: (ip: string) =>
        post("/campaign-page-view", { pageName: "landing", version: 2, campaignOid: presale().oid }, ip),
    },
  ];

  for (const [index, { what, send }] of cases.entries()) {
    describe(`${what} (${index})`, () => {
      it(`answers as usual ${LIMIT} times from one address, then 429 with retry_after`, async () => {
        const ip = nextIp();
        for (let n = 0; n < LIMIT; n++) expect((await send(ip, n)).status).not.toBe(429);
        const refused = await send(ip, LIMIT);
        expect(refused.status).toBe(429);
        const body = (await refused.json()) as { message: string; retry_after: number };
        expect(body.message).toContain(what);
        expect(body.retry_after).toBeGreaterThanOrEqual(1);
        expect(refused.headers.get("retry-after")).toBe(String(body.retry_after * 60));
      });

      it("counts each address on its own", async () => {
        const busy = nextIp();
        for (let n = 0; n <= LIMIT; n++) await send(busy, n);
        expect((await send(nextIp(), 0)).status).not.toBe(429);
      });
    });
  }

  // issue 18: the registration calls count their limit in their own statement (held-limit.ts).
  describe("given registrations counted by the calls' own statements", () => {
    const fanOf = (token: string | undefined) =>
      h.call("GET", `/campaign-fan/${presale().oid}`, { token, from: nextIp() });
    const registerFrom = async (ip: string, n: number) => {
      const account = await h.call("POST", "/campaign-account", { body: newAccount(n), from: ip });
      const fan = await h.call("POST", "/campaign-fan", {
        body: { uri: "p/demo-presale", registrationType: "email" },
        token: account.token,
        from: ip,
      });
      return { account, fan };
    };

    it("counts a whole registration once per call: the limit's registrations go through, the next is refused", async () => {
      const ip = nextIp();
      for (let n = 0; n < LIMIT; n++) {
        const { account, fan } = await registerFrom(ip, n);
        expect(account.status).toBe(201);
        expect(fan.status, JSON.stringify(fan.body)).toBe(202); // the presale verifies the address
      }
      const { account } = await registerFrom(ip, LIMIT);
      expect(account.status).toBe(429);
      expect(account.body.message).toContain("registrations");
    });

    it("writes no account past the limit: the refused address can register from another network", async () => {
      const ip = nextIp();
      for (let n = 0; n < LIMIT; n++)
        await h.call("POST", "/campaign-account", { body: newAccount(n), from: ip });
      const packet = newAccount(LIMIT);
      expect((await h.call("POST", "/campaign-account", { body: packet, from: ip })).status).toBe(429);
      // Had the refused call written its account and attempt, this would join that attempt or find it taken.
      const elsewhere = await h.call("POST", "/campaign-account", { body: packet, from: nextIp() });
      expect(elsewhere.status).toBe(201);
      const rows = await h.db.query("SELECT 1 FROM registration_attempts WHERE email_address = $1", [
        packet.emailAddress,
      ]);
      expect(rows).toHaveLength(1);
    });

    it("writes no fan past the limit, with a valid token", async () => {
      const ip = nextIp();
      for (let n = 0; n < LIMIT; n++) {
        await h.call("POST", "/campaign-fan", {
          body: { uri: "p/demo-presale", registrationType: "email" },
          from: ip,
        });
      }
      const account = await h.call("POST", "/campaign-account", { body: newAccount(LIMIT), from: nextIp() });
      const refused = await h.call("POST", "/campaign-fan", {
        body: { uri: "p/demo-presale", registrationType: "email" },
        token: account.token,
        from: ip,
      });
      expect(refused.status).toBe(429);
      expect((await fanOf(account.token)).status).toBe(401);
    });

    it("refuses a bad body past the limit with the 429, as before the body is read", async () => {
      const ip = nextIp();
      for (let n = 0; n < LIMIT; n++) {
        expect((await h.call("POST", "/campaign-account", { body: { nonsense: n }, from: ip })).status).toBe(
          400,
        );
      }
      const refused = await h.call("POST", "/campaign-account", { body: newAccount(0), from: ip });
      expect(refused.status).toBe(429);
    });
  });

  it("counts the IPv6 addresses of one /64 together, and another /64 on its own", async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${(++ipCounter).toString(16)}`;
    for (let n = 0; n < LIMIT; n++) {
      expect((await post("/campaign-account", newAccount(n), `${prefix}::${n + 1}`)).status).toBe(201);
    }
    expect((await post("/campaign-account", newAccount(LIMIT), `${prefix}:ffff:ffff:ffff:ffff`)).status).toBe(
      429,
    );
    expect((await post("/campaign-account", newAccount(LIMIT), `${prefix}1::1`)).status).toBe(201);
  });

  it("counts an IPv4-mapped IPv6 peer as its IPv4 address", async () => {
    const ip = nextIp();
    for (let n = 0; n < LIMIT; n++) await post("/campaign-account", newAccount(n), `::ffff:${ip}`);
    expect((await post("/campaign-account", newAccount(LIMIT), ip)).status).toBe(429);
  });

  describe("behind a proxy", () => {
    const forwarded = (chain: string) => ({ "x-forwarded-for": chain });

    it("with TRUST_PROXY unset ignores X-Forwarded-For: a client cannot write its way out of its limit", async () => {
      const ip = nextIp();
      for (let n = 0; n <= LIMIT; n++) {
        await post("/campaign-account", newAccount(n), ip, forwarded(`198.51.100.${n}`));
      }
      const refused = await post("/campaign-account", newAccount(99), ip, forwarded("198.51.100.200"));
      expect(refused.status).toBe(429);
    });

    it("with TRUST_PROXY=1 counts each client behind the proxy on its own, by the entry the proxy appended", async () => {
      const app = createApp({ db: getDb(), config: testConfig({ ...configEnv, TRUST_PROXY: "1" }) });
      const proxy = nextIp();
      const client = nextIp();
      for (let n = 0; n < LIMIT; n++) {
        // Whatever the client writes first, the proxy appends the address it saw.
        const res = await post(
          "/campaign-account",
          newAccount(n),
          proxy,
          forwarded(`10.9.9.${n}, ${client}`),
          app,
        );
        expect(res.status).toBe(201);
      }
      const refused = await post(
        "/campaign-account",
        newAccount(LIMIT),
        proxy,
        forwarded(`10.9.9.99, ${client}`),
        app,
      );
      expect(refused.status).toBe(429);
      const other = await post("/campaign-account", newAccount(LIMIT), proxy, forwarded(nextIp()), app);
      expect(other.status).toBe(201);
    });
  });

  it("answers the campaign lookup's clientAddress with the client behind the proxy (TRUST_PROXY=1)", async () => {
    const app = createApp({ db: getDb(), config: testConfig({ ...configEnv, TRUST_PROXY: "1" }) });
    const res = await app.request(
      `${API}/campaign-uri?uri=p/demo-presale`,
      { headers: { "x-forwarded-for": "10.9.9.9, 198.51.100.23" } },
      connectedFrom(nextIp()),
    );
    expect(((await res.json()) as { clientAddress?: string }).clientAddress).toBe("198.51.100.23");
  });

  it("leaves calls without a client address (not served by node) to the per-fan limits", async () => {
    const app = createApp({ db: getDb(), config });
    for (let n = 0; n <= LIMIT + 1; n++) {
      const res = await app.request(`${API}/campaign/${presale().oid}/verify-resend`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ verificationType: "email" }),
      });
      expect(res.status).not.toBe(429);
    }
  });
});
