import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.js";
import { openPglite } from "./pglite.js";
import { analyzeStaleTables, keepStatistics } from "./pglite-statistics.js";

// PGlite has no autovacuum: the server analyzes a table once it has changed by more than 50 rows plus a
// tenth of its size since its last statistics, as autovacuum would.

describe("statistics kept on PGlite", () => {
  let db: Database;
  const analyzed = async (table: string) =>
    (
      await db.query<{ yes: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_stats WHERE tablename = $1) AS yes", [
        table,
      ])
    )[0]?.yes;
  /** PostgreSQL publishes a backend's table counts at most once a second, at the end of a statement. */
  const publishCounts = async () => {
    await sleep(1_100);
    await db.query("SELECT 1");
  };

  beforeAll(async () => {
    db = await openPglite({ dataDir: ":memory:" });
    await db.exec(`CREATE TABLE grown (id int PRIMARY KEY, v text);
      CREATE TABLE barely (id int PRIMARY KEY, v text);
      INSERT INTO grown SELECT i, 'v' || i FROM generate_series(1, 500) AS i;
      INSERT INTO barely SELECT i, 'v' || i FROM generate_series(1, 20) AS i;`);
    await publishCounts();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("analyzes a table past the thresholds, and not one under them", async () => {
    expect(await analyzeStaleTables(db)).toEqual(["public.grown"]);
    expect(await analyzed("grown")).toBe(true);
    expect(await analyzed("barely")).toBe(false);
    expect(await analyzeStaleTables(db)).toEqual([]);
  });

  it("analyzes it again once a tenth of it and 50 rows have changed since", async () => {
    await db.exec("INSERT INTO grown SELECT i, 'w' FROM generate_series(501, 590) AS i");
    await publishCounts();
    expect(await analyzeStaleTables(db)).toEqual([]);
    await db.exec("UPDATE grown SET v = 'changed' WHERE id <= 20");
    await publishCounts();
    expect(await analyzeStaleTables(db)).toEqual(["public.grown"]);
  });

  it("does it on its own, every period, until stopped", async () => {
    await db.exec("INSERT INTO barely SELECT i, 'v' FROM generate_series(21, 200) AS i");
    await publishCounts();
    const stop = keepStatistics(db, 50);
    try {
      const until = Date.now() + 3_000;
      while (!(await analyzed("barely")) && Date.now() < until) await sleep(25);
      expect(await analyzed("barely")).toBe(true);
    } finally {
      stop();
    }
  });
});
