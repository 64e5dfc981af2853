import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { exited, startRefused, startServer, stopServer } from "./server-process.js";

// Issue 15: a second server on the same PGlite DATA_DIR opened and migrated it under the first (a crash
// then lost acknowledged registrations or left the folder unopenable). It now refuses to start, while a
// server killed with SIGKILL leaves no lock that blocks its restart. Real processes; no browser.

test("a second server on the same DATA_DIR refuses to start; after kill -9 of the first, a restart works", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "campaign-lock-"));
  try {
    const first = await startServer({ DATA_DIR: dataDir }, "p/demo-presale");
    const second = await startRefused({ DEMO: "1", DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Another server (pid ${first.child.pid} on`);
    expect(second.stderr).toContain(`is using the database folder ${dataDir}`);
    // The first is untouched and still serves.
    expect((await fetch(`${first.base}/campaign-uri?uri=p/demo-presale`)).status).toBe(200);

    first.child.kill("SIGKILL");
    await exited(first.child);
    const restarted = await startServer({ DATA_DIR: dataDir }, "p/demo-presale");
    await stopServer(restarted);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("of two servers started at the same moment on one new DATA_DIR, exactly one serves", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "campaign-lock-race-"));
  try {
    // A new folder is made and seeded by the winner while the other browser tests load both cores: it
    // gets most of the test's time to answer.
    const [a, b] = await Promise.allSettled([
      startServer({ DATA_DIR: dataDir }, "p/demo-presale", 150_000),
      startServer({ DATA_DIR: dataDir }, "p/demo-presale", 150_000),
    ]);
    const started = [a, b].filter((r) => r.status === "fulfilled");
    const refused = [a, b].filter((r) => r.status === "rejected");
    expect(started, refused.map((r) => String(r.reason)).join("\n\n")).toHaveLength(1);
    expect(String(refused[0]?.reason)).toContain("is using the database folder");
    for (const server of started) await stopServer(server.value);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
