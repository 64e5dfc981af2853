import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.js";
import { openPostgres } from "./postgres.js";
import { keptOnceAnalyzed } from "./statement-names.js";
import { createTestSchema, dropTestSchema, testDatabaseUrl } from "./testing.js";

// issue 18: on PostgreSQL a statement marked keptOnceAnalyzed runs unnamed (planned at each call) while
// its table has no statistics, and is prepared once, its plan kept, as soon as it has them.

const url = testDatabaseUrl();

describe.skipIf(!url)("statements kept once their table is analyzed [postgres]", () => {
  let schema: string;
  let db: Database;
  beforeAll(async () => {
    schema = await createTestSchema(url!);
    // One connection: what it has prepared is what pg_prepared_statements shows.
    db = openPostgres({ url: url!, schema, max: 1 });
    await db.exec(`CREATE TABLE analyzed_one (id int PRIMARY KEY, v text);
      INSERT INTO analyzed_one SELECT i, 'v' || i FROM generate_series(1, 200) AS i;
      ANALYZE analyzed_one;
      CREATE TABLE never_analyzed (id int PRIMARY KEY, v text);`);
  });
  afterAll(async () => {
    await db?.close();
    if (schema) await dropTestSchema(url!, schema);
  });

  const prepared = async (marker: string) =>
    (
      await db.query<{ statement: string }>(
        "SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%' || $1 || '%'",
        [marker],
      )
    ).length;

  /** Runs `sql` until it is prepared (or 2 s have passed): the adapter learns of statistics in the background. */
  async function runUntilPrepared(sql: string, marker: string): Promise<number> {
    const until = Date.now() + 2_000;
    do {
      await db.query(sql, [1]);
      if ((await prepared(marker)) > 0) return 1;
      await sleep(20);
    } while (Date.now() < until);
    return 0;
  }

  it("prepares a statement on an analyzed table once the adapter has seen its statistics", async () => {
    const sql = `${keptOnceAnalyzed("analyzed_one")}SELECT v FROM analyzed_one WHERE id = $1`;
    expect(await runUntilPrepared(sql, "kept once analyzed_one")).toBe(1);
  });

  it("never prepares one whose table has no statistics", async () => {
    const sql = `${keptOnceAnalyzed("never_analyzed")}SELECT v FROM never_analyzed WHERE id = $1`;
    expect(await runUntilPrepared(sql, "kept once never_analyzed")).toBe(0);
  });
});
