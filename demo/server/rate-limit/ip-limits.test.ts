import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createApp } from "../app.js";
import { API, createHarness, type Harness, testConfig } from "../testing/api-harness.js";

// The documented per-IP limits (docs/security.md), each shown reaching its 429 with low test values.
const LIMIT = 3;
const config = testConfig({
  RATE_LIMIT_IP_VERIFY: String(LIMIT),
  RATE_LIMIT_IP_RESEND: String(LIMIT),
  RATE_LIMIT_IP_LOGIN_LINK: String(LIMIT),
});

/** The node server's connection info, as @hono/node-server passes it (getConnInfo reads it). */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: "IPv4" } },
});

forEachDatabase("per-IP limits", (getDb) => {
  let h: Harness;
  let ipCounter = 0;
  beforeAll(async () => {
    h = await createHarness(getDb(), { config });
  });
  // Each case uses its own address so the counters never meet.
  const nextIp = () => `203.0.113.${(Date.now() + ++ipCounter) % 250}`;
  const post = (path: string, body: unknown, ip: string) =>
    h.app.request(
      `${API}${path}`,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      from(ip),
    );

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
  ];

  for (const { what, send } of cases) {
    describe(what, () => {
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
