import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { exited, startServer, stopServer } from "./server-process.js";

// issue 17: `npm run migrate` (dist/server/migrate.js) applies the migrations on its own and exits; a
// server started with MIGRATE_ON_START=0 does not migrate, and GET /readyz says 503 until they are
// applied. Production mode, on a PGlite folder of its own. No browser is involved.

const PRODUCTION = { DEMO: "", NODE_ENV: "", SERVER_SECRET: "m".repeat(40), MIGRATE_ON_START: "0" };

/** Runs `node dist/server/migrate.js` with these settings: its exit code and what it printed. */
async function runMigrate(env: Record<string, string>) {
  // No SERVER_SECRET: migrating needs the database only.
  const child = spawn(process.execPath, ["dist/server/migrate.js"], {
    env: { ...process.env, DEMO: "", SERVER_SECRET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await exited(child);
  return { code: child.exitCode, output };
}

const readyz = async (base: string) => {
  const res = await fetch(`${new URL(base).origin}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
};

test("readyz is 503 until `npm run migrate` applied the migrations, then 200", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "migrate-"));
  const DATA_DIR = join(dir, "pglite");
  try {
    const before = await startServer({ ...PRODUCTION, DATA_DIR }, undefined);
    try {
      const answer = await readyz(before.base);
      expect(answer.status).toBe(503);
      expect(answer.body.reason).toMatch(/^migrations not applied: 0001-initial/);
    } finally {
      await stopServer(before);
    }
    expect(before.child.exitCode).toBe(0);

    const first = await runMigrate({ DATA_DIR });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("migrations applied");
    const again = await runMigrate({ DATA_DIR });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("already up to date");

    const after = await startServer({ ...PRODUCTION, DATA_DIR }, undefined);
    try {
      expect(await readyz(after.base)).toMatchObject({ status: 200, body: { status: "ready" } });
    } finally {
      await stopServer(after);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
