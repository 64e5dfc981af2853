import { describe, expect, it } from "vitest";
import { keptOnceAnalyzed, StatementNames } from "./statement-names.js";

describe("StatementNames", () => {
  it("gives one SQL text one name, and another text another", () => {
    const names = new StatementNames();
    const first = names.nameOf("SELECT 1 WHERE $1::int = 1");
    expect(first).toBeDefined();
    expect(names.nameOf("SELECT 1 WHERE $1::int = 1")).toBe(first);
    expect(names.nameOf("SELECT 2 WHERE $1::int = 1")).not.toBe(first);
  });

  it("stops naming new texts once the table is full, and keeps the names it gave", () => {
    const names = new StatementNames();
    for (let i = 0; i < 1000; i += 1) names.nameOf(`SELECT ${i}`);
    expect(names.size).toBe(1000);
    expect(names.nameOf("SELECT 'one text too many'")).toBeUndefined();
    expect(names.nameOf("SELECT 7")).toBeDefined();
    expect(names.size).toBe(1000);
  });

  it("names a statement kept once a table is analyzed only when that table has statistics", () => {
    const analyzed = new Set<string>();
    const names = new StatementNames((table) => analyzed.has(table));
    const sql = `${keptOnceAnalyzed("fans")}SELECT 1 FROM fans WHERE campaign_oid = $1`;
    expect(names.nameOf(sql)).toBeUndefined();
    expect(names.size).toBe(0);
    analyzed.add("accounts");
    expect(names.nameOf(sql)).toBeUndefined();
    analyzed.add("fans");
    expect(names.nameOf(sql)).toBeDefined();
    expect(names.nameOf(sql)).toBe(names.nameOf(sql));
  });

  it("without a way to tell, treats every table as not analyzed", () => {
    expect(new StatementNames().nameOf(`${keptOnceAnalyzed("fans")}SELECT $1::int`)).toBeUndefined();
  });
});
