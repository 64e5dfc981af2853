import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { minifyCss } from "./rollup-minify-css.mjs";

describe("the elements' CSS minified at build", () => {
  it("minifies a createSheet literal and a literal marked /* css */, keeping what the rules say", () => {
    const out = minifyCss(
      "const a = createSheet(`\n.field {\n  display: flex;\n  gap: 6px;\n}\n:host([hidden]) { display: none; }\n`);\n" +
        "export const b = /* css */ `\n.x { color: #ffffff; }\n`;",
    );
    expect(out).toBe(
      'const a = createSheet(".field{gap:6px;display:flex}:host([hidden]){display:none}");\n' +
        'export const b = /* css */ ".x{color:#fff}";',
    );
  });

  it("leaves a literal with an interpolation alone", () => {
    const code = ["createSheet(`.x { color: $", "{colour}; }`)"].join("");
    expect(minifyCss(code)).toBe(code);
  });

  it("fails on CSS that does not parse, rather than shipping it", () => {
    expect(() => minifyCss("createSheet(`..x { color: red; }`)")).toThrow();
  });

  it("reads every sheet of the form screens", () => {
    const source = readFileSync("elements/form/form-styles.ts", "utf8");
    expect(minifyCss(source).length).toBeLessThan(source.length * 0.9);
  });
});
