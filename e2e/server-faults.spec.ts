import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { exited, startServer as startProcess } from "./server-process.js";

// Issue 9, the server under faults: `kill -9` while fans register concurrently on the embedded database
// on disk, then a restart. Every registration that was answered 201 must be there, and none twice.
// This drives the built server (dist/server/main.js) directly; no browser is involved.

const CAMPAIGN = { oid: "cmp_demo_giveaway", uri: "g/demo-giveaway" }; // no verification: a fan is a 201
const DOMAIN = "faults.e2e.example";

const startServer = (dataDir: string) => startProcess({ DATA_DIR: dataDir }, CAMPAIGN.uri);

/** Account then fan for one address; the address when the fan was answered 201. */
async function register(base: string, email: string): Promise<string | undefined> {
  try {
    const account = await fetch(`${base}/campaign-account`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        campaignOid: CAMPAIGN.oid,
        registrationType: "email",
        emailAddress: email,
        firstName: "Kill",
        lastName: "Nine",
      }),
    });
    const token = account.headers.get("x-auth-token");
    if (account.status !== 201 || !token) return undefined;
    const fan = await fetch(`${base}/campaign-fan`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-auth-token": token },
      body: JSON.stringify({ uri: CAMPAIGN.uri, registrationType: "email" }),
    });
    return fan.status === 201 ? email : undefined;
  } catch {
    return undefined; // the connection died with the server: no answer, no promise made
  }
}

test("kill -9 during concurrent registrations loses no answered registration and doubles none", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "campaign-faults-"));
  try {
    const first = await startServer(dataDir);
    const answered: string[] = [];
    let sequence = 0;
    let running = true;
    // 8 connections register in a loop until the server dies under them.
    const loops = Array.from({ length: 8 }, async () => {
      while (running) {
        const email = `fan-${sequence++}@${DOMAIN}`;
        const ok = await register(first.base, email);
        if (ok) answered.push(ok);
        else if (first.child.exitCode !== null) return;
      }
    });
    await expect.poll(() => answered.length, { timeout: 60_000 }).toBeGreaterThan(20);
    first.child.kill("SIGKILL");
    await exited(first.child);
    running = false;
    await Promise.all(loops);
    expect(answered.length).toBeGreaterThan(20);

    // The server starts again on the same data, and serves.
    const second = await startServer(dataDir);
    // A fan retrying an answered registration (say, after a lost connection) never makes a second fan.
    await register(second.base, answered[0]!);
    second.child.kill("SIGTERM");
    await exited(second.child);

    const db = await PGlite.create(dataDir);
    try {
      const { rows } = await db.query<{ email_address: string; count: number }>(
        "SELECT email_address, count(*)::int AS count FROM fans WHERE email_address LIKE $1 GROUP BY email_address",
        [`%@${DOMAIN}`],
      );
      const stored = new Map(rows.map((r) => [r.email_address, r.count]));
      expect(answered.filter((email) => !stored.has(email))).toEqual([]);
      expect(rows.filter((r) => r.count > 1)).toEqual([]);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
