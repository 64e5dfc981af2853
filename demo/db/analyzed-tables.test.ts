import { describe, expect, it } from "vitest";
import { AnalyzedTables } from "./analyzed-tables.js";

/** A question whose answer the test gives, and a clock the test moves. */
function setUp(recheckMs = 1_000) {
  const asked: Array<{ table: string; answer(analyzed: boolean): void; fail(): void }> = [];
  let now = 0;
  const tables = new AnalyzedTables(
    (table) =>
      new Promise<boolean>((resolve, reject) => {
        asked.push({ table, answer: resolve, fail: () => reject(new Error("connection lost")) });
      }),
    recheckMs,
    () => now,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { tables, asked, settle, advance: (ms: number) => (now += ms) };
}

describe("AnalyzedTables", () => {
  it("answers no at once, asks the database in the background, and answers yes once it said so", async () => {
    const { tables, asked, settle } = setUp();
    expect(tables.has("fans")).toBe(false);
    expect(asked.map((a) => a.table)).toEqual(["fans"]);
    asked[0]!.answer(true);
    await settle();
    expect(tables.has("fans")).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it("asks again about a table without statistics only once the recheck interval has passed", async () => {
    const { tables, asked, settle, advance } = setUp(1_000);
    tables.has("fans");
    asked[0]!.answer(false);
    await settle();
    expect(tables.has("fans")).toBe(false);
    advance(999);
    expect(tables.has("fans")).toBe(false);
    expect(asked).toHaveLength(1);
    advance(1);
    expect(tables.has("fans")).toBe(false);
    expect(asked).toHaveLength(2);
    asked[1]!.answer(true);
    await settle();
    expect(tables.has("fans")).toBe(true);
  });

  it("treats a failed question as no, and asks again later", async () => {
    const { tables, asked, settle, advance } = setUp(1_000);
    tables.has("fans");
    asked[0]!.fail();
    await settle();
    expect(tables.has("fans")).toBe(false);
    advance(1_000);
    tables.has("fans");
    expect(asked).toHaveLength(2);
  });

  it("keeps each table apart", async () => {
    const { tables, asked, settle } = setUp();
    tables.has("fans");
    tables.has("accounts");
    asked[0]!.answer(true);
    await settle();
    expect(tables.has("fans")).toBe(true);
    expect(tables.has("accounts")).toBe(false);
  });
});
