import { describe, expect, it } from "vitest";
import { parseCampaignUri, parseResize } from "./guards.js";
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

describe("the loader's guards agree with the schemas", () => {
  const resizes: unknown[] = [
    { v: 1, width: 300, height: 64 },
    { v: 2, width: 300, height: 64 },
    { v: 1, width: -1, height: 64 },
    { v: 1, width: "300", height: 64 },
    { v: 1, width: Number.NaN, height: 1 },
    { v: 1, width: 1e9, height: 1 },
    null,
    [],
    "resize",
  ];
  it.each(resizes)("resize %j", (payload) => {
    expect(parseResize(payload) !== undefined).toBe(ResizeSchema.safeParse(payload).success);
  });
  const uris: unknown[] = [
    { v: 1, campaignUri: "p/demo-presale" },
    { v: 1, campaignUri: "short" },
    { v: 1, campaignUri: "../x" },
    { v: 1, campaignUri: "//evil.example" },
    { v: 1, campaignUri: 3 },
    { v: 0, campaignUri: "p/x" },
    undefined,
  ];
  it.each(uris)("campaign uri %j", (payload) => {
    expect(parseCampaignUri(payload) !== undefined).toBe(OpenRegisterModalSchema.safeParse(payload).success);
  });
});
