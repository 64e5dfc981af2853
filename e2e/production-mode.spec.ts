import { expect, test } from "@playwright/test";
import { startRefused, startServer, stopServer } from "./server-process.js";

// Issue 15: demo mode is an explicit choice (CONTRACT.md "Demo mode and production"). The built server
// started as `node dist/server/main.js` with no DEMO is production, whatever NODE_ENV says: it refuses to
// start without SERVER_SECRET and has no dev outbox. No browser is involved.

const PRODUCTION = { DEMO: "", NODE_ENV: "", DATA_DIR: ":memory:" };

test("without DEMO and without SERVER_SECRET the server refuses to start, saying why", async () => {
  const { code, stderr } = await startRefused({ ...PRODUCTION, SERVER_SECRET: "" });
  expect(code).toBe(1);
  expect(stderr).toContain("SERVER_SECRET is required in production");
});

test("without DEMO, with SERVER_SECRET, it serves production: no dev outbox, no seeds", async () => {
  test.setTimeout(90_000);
  // NODE_ENV=development is what a forgotten NODE_ENV=production looked like: it switched demo mode on.
  const server = await startServer(
    { ...PRODUCTION, NODE_ENV: "development", SERVER_SECRET: "p".repeat(40) },
    undefined,
  );
  try {
    const origin = new URL(server.base).origin;
    expect((await fetch(`${origin}/__dev/outbox?to=fan@example.com`)).status).toBe(404);
    expect((await fetch(`${origin}/__dev/outbox/`)).status).toBe(404);
    expect((await fetch(`${server.base}/campaign-uri?uri=p/demo-presale`)).status).toBe(404);
  } finally {
    await stopServer(server);
  }
});
