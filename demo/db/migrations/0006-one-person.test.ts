import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalEmail } from "../../store/canonical-email.js";
import type { Database } from "../database.js";
import { migrate } from "../migrate.js";
import { openPglite } from "../pglite.js";
import { migrations } from "./index.js";

// Migration 0006 gives the fans stored before it the canonical address in SQL: the same rules as
// demo/store/canonical-email.ts, and the first of two fans that are one person keeps the unique key.

const BEFORE = migrations.filter((m) => m.id < "0006");

const local = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,12}$/);
const domain = fc.constantFrom("gmail.com", "GoogleMail.com", "GMAIL.COM", "example.com", "Outlook.com");
const address = fc.tuple(local, domain).map(([name, host]) => `${name}@${host}`);

describe("migration 0006 on fans stored before it", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite({ dataDir: ":memory:" });
    await migrate(db, BEFORE);
    await db.query("INSERT INTO promoters (oid, name) VALUES ('prm_m', 'M')");
    for (const oid of ["cmp_m1", "cmp_m2"]) {
      await db.query("INSERT INTO campaigns (oid, uri, promoter_oid, data) VALUES ($1, $1, 'prm_m', '{}')", [
        oid,
      ]);
    }
  });
  afterAll(() => db.close());

  it("keys every fan by the canonical form, or leaves a later same person without the key", async () => {
    const addresses = fc.sample(fc.uniqueArray(address, { minLength: 150, maxLength: 150 }), {
      numRuns: 1,
      seed: 15,
    })[0]!;
    const fixed = ["a.b+x@googlemail.com", "ab@gmail.com", "Ann+1@Example.com", "ann@example.com"];
    const all = [...fixed, ...addresses];
    for (const [i, email] of all.entries()) {
      // The pending "ab@gmail.com"-person comes first; the verified one must keep the key.
      await db.query(
        `INSERT INTO fans (oid, campaign_oid, email_address, verified_at, created_at)
         VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END, now() + make_interval(secs => $5))`,
        [`fan_${i}`, i % 2 === 0 || i < fixed.length ? "cmp_m1" : "cmp_m2", email, i !== 0, i],
      );
    }
    await migrate(db);
    const rows = await db.query<{ oid: string; campaign: string; email: string; canonical: string | null }>(
      `SELECT oid, campaign_oid AS campaign, email_address AS email, email_canonical AS canonical FROM fans`,
    );
    for (const row of rows) {
      const expected = canonicalEmail(row.email);
      if (row.canonical !== null) expect(row.canonical).toBe(expected);
      else expect(rows.some((o) => o.campaign === row.campaign && o.canonical === expected)).toBe(true);
    }
    const byOid = new Map(rows.map((row) => [row.oid, row.canonical]));
    expect([byOid.get("fan_0"), byOid.get("fan_1")]).toEqual([null, "ab@gmail.com"]);
    expect([byOid.get("fan_2"), byOid.get("fan_3")]).toEqual(["ann@example.com", null]);
  });
});
