import { describe, expect, it } from "vitest";
import { frameAncestorsOf } from "./frame-ancestors.js";

describe("frame-ancestors of a promoter's widget frames", () => {
  it("lists each verified domain with and without www, on any port", () => {
    expect(frameAncestorsOf(["Promoter.example", "www.other.example"])).toBe(
      "frame-ancestors promoter.example:* www.promoter.example:* other.example:* www.other.example:*",
    );
  });

  it("gives an IP address no www", () => {
    expect(frameAncestorsOf(["127.0.0.1"])).toBe("frame-ancestors 127.0.0.1:*");
  });

  it("lets nobody frame without a well-formed verified domain", () => {
    expect(frameAncestorsOf([])).toBe("frame-ancestors 'none'");
    expect(frameAncestorsOf(["evil.example; script-src *", "a b"])).toBe("frame-ancestors 'none'");
  });
});
