import { describe, expect, it } from "vitest";

describe("the sdk entry", () => {
  it("imports in Node without a DOM and touches nothing at import time", async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    const sdk = await import("./index.js");
    expect(typeof sdk.createApiClient).toBe("function");
    expect(typeof sdk.parseRoute).toBe("function");
  });

  it("does not import React or Preact", async () => {
    const { readFileSync } = await import("node:fs");
    const { execFileSync } = await import("node:child_process");
    const files = execFileSync("git", ["ls-files", "sdk"], { encoding: "utf8" })
      .split("\n")
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
    const offenders = files.filter((f) =>
      /from ["'](react|react-dom|preact)(\/[^"']*)?["']/.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
