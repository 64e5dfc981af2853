import { describe, expect, it } from "vitest";
import { PLAN_EACH_TIME, StatementNames } from "./statement-names.js";

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

  it("never names a statement that asks to be planned for its values each time", () => {
    const names = new StatementNames();
    expect(names.nameOf(`${PLAN_EACH_TIME}SELECT 1 WHERE $1::int = 1`)).toBeUndefined();
    expect(names.size).toBe(0);
  });
});
