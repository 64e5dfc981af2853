import { randomBytes } from "node:crypto";
import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { testSchema } from "./postgres-schema.js";
import { exited, type ServerProcess, startRefused, startServer, stopServer } from "./server-process.js";

// issue 17 "Several processes": WORKERS=2 runs two HTTP processes (node:cluster) on one PostgreSQL, in a
// fresh schema of the server of TEST_DATABASE_URL. The primary migrates and seeds before forking; both
// workers answer, registrations work through them, /metrics counts the whole cluster's requests, and
// SIGTERM stops them all with exit 0. WORKERS=2 on PGlite is refused, saying why.

const url = process.env.TEST_DATABASE_URL;

/** GET on a new connection each time (no keep-alive), so the cluster may hand it to either worker. */
const freshGet = (address: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(address, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body }));
    }).once("error", reject);
  });

test("WORKERS=2 on PGlite is refused, saying why", async () => {
  const { code, stderr } = await startRefused({ WORKERS: "2", DATA_DIR: ":memory:", DEMO: "1" });
  expect(code).toBe(1);
  expect(stderr).toContain("WORKERS > 1 needs PostgreSQL (DATABASE_URL)");
});

test.describe("given WORKERS=2 on one PostgreSQL", () => {
  test.skip(!url, "TEST_DATABASE_URL is not set: no PostgreSQL server to share");
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const schema = testSchema(url ?? "postgres://unset", "workers");
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    await schema.create();
    server = await startServer({ DATABASE_URL: schema.databaseUrl, WORKERS: "2" }, "g/demo-giveaway");
  });

  test.afterAll(async () => {
    await stopServer(server);
    await schema.drop();
  });

  test("both processes answer, registrations work, and /metrics counts the whole cluster", async () => {
    const origin = new URL(server!.base).origin;
    const pids = new Set<number>();
    await expect
      .poll(
        async () => {
          const { status, body } = await freshGet(`${origin}/healthz`);
          if (status === 200) pids.add((JSON.parse(body) as { pid: number }).pid);
          return pids.size;
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(2);
    expect(pids.has(server!.child.pid!)).toBe(false);

    const registered = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const account = await fetch(`${server!.base}/campaign-account`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            campaignOid: "cmp_demo_giveaway",
            registrationType: "email",
            emailAddress: `worker-${i}-${randomBytes(3).toString("hex")}@workers.example`,
            firstName: "Work",
            lastName: "Er",
          }),
        });
        expect(account.status).toBe(201);
        const fan = await fetch(`${server!.base}/campaign-fan`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-auth-token": account.headers.get("x-auth-token")!,
          },
          body: JSON.stringify({ uri: "g/demo-giveaway", registrationType: "email" }),
        });
        return fan.status;
      }),
    );
    expect(registered).toEqual(Array(6).fill(201));
    const { rows } = await schema.admin((c) =>
      c.query(
        `SELECT count(*)::int AS count FROM ${schema.name}.fans WHERE email_address LIKE '%@workers.example'`,
      ),
    );
    expect(rows[0].count).toBe(6);

    // Whichever worker answers the scrape, it reports both: 6 registrations in all.
    for (let i = 0; i < 4; i += 1) {
      const metrics = await freshGet(`${origin}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.body).toContain('fan_campaigns_registrations_total{result="registered"} 6');
    }
  });

  test("SIGTERM stops every process and the primary exits 0", async () => {
    server!.child.kill("SIGTERM");
    await exited(server!.child);
    expect(server!.child.exitCode).toBe(0);
  });
});
