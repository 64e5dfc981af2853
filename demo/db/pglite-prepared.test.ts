import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.js";
import { openPglite } from "./pglite.js";
import { keptOnceAnalyzed } from "./statement-names.js";

// issue 18: on PGlite a statement with parameters runs named (pglite-prepared.ts), parsed once; its
// answers are the same as PGlite's own query() gives, errors included, inside and outside transactions.

describe("named statements on PGlite", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite({ dataDir: ":memory:" });
    await db.exec(`CREATE TABLE things (id int PRIMARY KEY, label text NOT NULL, seen date, at timestamptz,
        big bigint, flag boolean, tags text[], doc jsonb);
      CREATE TABLE analyzed_one (id int PRIMARY KEY, v text);
      INSERT INTO analyzed_one SELECT i, 'v' || i FROM generate_series(1, 200) AS i;
      ANALYZE analyzed_one;
      CREATE TABLE never_analyzed (id int PRIMARY KEY, v text);`);
  });
  afterAll(async () => {
    await db?.close();
  });

  const preparedLike = async (marker: string) =>
    (
      await db.query<{ statement: string }>(
        "SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%' || $1 || '%' AND name <> ''",
        [marker],
      )
    ).length;

  it("prepares a statement once and gives each type back as PGlite's query() does", async () => {
    const insert =
      "INSERT INTO things (id, label, seen, at, big, flag, tags, doc) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *";
    const at = new Date("2026-11-28T10:00:00.000Z");
    const [first] = await db.query(insert, [
      1,
      "one",
      "2026-11-28",
      at,
      9007199254740993n,
      true,
      ["a", "b"],
      { k: [1] },
    ]);
    const [second] = await db.query(insert, [2, "two", null, null, 5, false, [], null]);
    expect(first).toEqual({
      id: 1,
      label: "one",
      seen: "2026-11-28",
      at,
      big: 9007199254740993n,
      flag: true,
      tags: ["a", "b"],
      doc: { k: [1] },
    });
    expect(second).toMatchObject({ id: 2, seen: null, at: null, big: 5, flag: false, tags: [], doc: null });
    expect(await preparedLike("INSERT INTO things")).toBe(1);
    const select = "SELECT label FROM things WHERE id = ANY($1) ORDER BY id";
    expect(await db.query(select, [[1, 2]])).toEqual([{ label: "one" }, { label: "two" }]);
    expect(await db.query(select, [[2]])).toEqual([{ label: "two" }]);
    expect(await preparedLike("SELECT label FROM things")).toBe(1);
  });

  it("answers a statement's error with its code and runs the next call as usual", async () => {
    const insert = "INSERT INTO things (id, label) VALUES ($1, $2)";
    await db.query(insert, [10, "ten"]);
    await expect(db.query(insert, [10, "again"])).rejects.toMatchObject({ code: "23505" });
    await expect(db.query(insert, [11, null])).rejects.toMatchObject({ code: "23502" });
    await expect(db.query("SELEC label FROM things WHERE id = $1", [10])).rejects.toMatchObject({
      code: "42601",
    });
    expect(await db.query("SELECT label FROM things WHERE id = $1", [10])).toEqual([{ label: "ten" }]);
  });

  it("runs named statements inside transactions: a rollback undoes their writes, not their names", async () => {
    const insert = "INSERT INTO things (id, label) VALUES ($1, $2) /* in a transaction */";
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, [20, "twenty"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await db.query("SELECT id FROM things WHERE id = $1", [20])).toEqual([]);
    await db
      .transaction(async (tx) => {
        await tx.query(insert, [20, "twenty"]);
        await expect(tx.query(insert, [20, "twice"])).rejects.toMatchObject({ code: "23505" });
      })
      .catch(() => {});
    expect(await db.query("SELECT id FROM things WHERE id = $1", [20])).toEqual([]);
    await db.transaction((tx) => tx.query(insert, [21, "twenty-one"]));
    expect(await db.query("SELECT label FROM things WHERE id = $1", [21])).toEqual([{ label: "twenty-one" }]);
    expect(await preparedLike("in a transaction")).toBe(1);
  });

  it("keeps a statement marked keptOnceAnalyzed unnamed until its table has statistics", async () => {
    const runUntilPrepared = async (table: string) => {
      const until = Date.now() + 2_000;
      do {
        await db.query(`${keptOnceAnalyzed(table)}SELECT v FROM ${table} WHERE id = $1`, [1]);
        if ((await preparedLike(`kept once ${table}`)) > 0) return 1;
        await sleep(20);
      } while (Date.now() < until);
      return 0;
    };
    expect(await runUntilPrepared("analyzed_one")).toBe(1);
    expect(await runUntilPrepared("never_analyzed")).toBe(0);
  });
});
