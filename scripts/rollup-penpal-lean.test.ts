import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { penpalLean } from "./rollup-penpal-lean.mjs";

const ID = "/x/node_modules/penpal/dist/penpal.mjs";
const source = readFileSync("node_modules/penpal/dist/penpal.mjs", "utf8");
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const transform = (code: string, id = ID) =>
  (
    penpalLean().transform as (this: typeof context, code: string, id: string) => { code: string } | null
  ).call(context, code, id);

describe("the loader's lean penpal", () => {
  it("ignores pre-v7 messages, never downgrades and drops the debug log calls", () => {
    const out = transform(source)?.code ?? "";
    expect(out).toContain("if (false) {");
    expect(out).not.toMatch(/this\.#isChildUsingDeprecatedProtocol\s*[)?]/);
    expect(out).not.toMatch(/(?<!0 && )(this\.#log|(?<![\w.#$])log)\?\.\(/);
  });

  it("leaves every other module alone", () => {
    expect(transform(source, "/x/node_modules/zod/index.js")).toBeNull();
  });

  it("fails the build when penpal's code moved", () => {
    expect(() => transform("export const connect = () => {};")).toThrow(/no longer matches/);
  });
});
