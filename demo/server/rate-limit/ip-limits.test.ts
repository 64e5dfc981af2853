import { beforeAll, describe, expect, it } from "vitest";
import { callList } from "../../../sdk/api/calls.js";
import { forEachDatabase } from "../../db/testing.js";
import { createApp } from "../app.js";
import { API, createHarness, type Harness, testConfig, uniqueEmail } from "../testing/api-harness.js";
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

/** The node server's connection info, as @hono/node-server passes it (getConnInfo reads it). */
const from = (address: string) => ({
  incoming: {
    socket: { remoteAddress: address, remotePort: 1, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" },
  },
});

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
      from(ip),
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
      from(nextIp()),
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
