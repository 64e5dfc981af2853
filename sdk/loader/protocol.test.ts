import { describe, expect, it } from "vitest";
import { clampSize, OpenRegisterModalSchema, ResizeSchema } from "./protocol.js";

describe("widget protocol", () => {
  it("parses a resize and refuses other versions or negative sizes", () => {
    expect(ResizeSchema.safeParse({ v: 1, width: 300, height: 64 }).success).toBe(true);
    expect(ResizeSchema.safeParse({ v: 2, width: 300, height: 64 }).success).toBe(false);
    expect(ResizeSchema.safeParse({ v: 1, width: -1, height: 64 }).success).toBe(false);
    expect(ResizeSchema.safeParse({ v: 1, width: "300", height: 64 }).success).toBe(false);
  });

  it("accepts campaign uris and short urls, nothing that leaves the path", () => {
    for (const uri of ["p/demo-presale", "demo-short"]) {
      expect(OpenRegisterModalSchema.safeParse({ v: 1, campaignUri: uri }).success).toBe(true);
    }
    for (const uri of ["../x", "//evil.example", "p/x/y", "", "p/ x"]) {
      expect(OpenRegisterModalSchema.safeParse({ v: 1, campaignUri: uri }).success).toBe(false);
    }
  });

  it("clamps sizes: never zero, never endless growth, never wider than the container", () => {
    expect(clampSize({ v: 1, width: 0, height: 0 }, 500)).toEqual({ width: 24, height: 20 });
    expect(clampSize({ v: 1, width: 9000, height: 90000 }, 500)).toEqual({ width: 500, height: 480 });
    expect(clampSize({ v: 1, width: 120.2, height: 40.1 }, 500)).toEqual({ width: 121, height: 41 });
  });
});
