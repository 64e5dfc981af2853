import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SERVED_TAPS_SCRIPT, SERVED_TAPS_SOURCE } from "./served-taps.js";

describe("the served screen's tap keeper (issue 22)", () => {
  it("is one script the CSP allows by the hash of exactly its text", () => {
    expect(() => new Function(SERVED_TAPS_SCRIPT)).not.toThrow();
    const hash = createHash("sha256").update(SERVED_TAPS_SCRIPT).digest("base64");
    expect(SERVED_TAPS_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
