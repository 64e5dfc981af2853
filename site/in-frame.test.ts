import { describe, expect, it } from "vitest";
import { runsInFrame } from "./in-frame.js";

describe("runsInFrame", () => {
  const top = {};
  it("a top-level page without embed=modal is not in a frame", () => {
    expect(runsInFrame({ self: top, top, location: { search: "?lang=fr" } })).toBe(false);
  });
  it("the loader's register modal is, whatever its frame says", () => {
    expect(runsInFrame({ self: top, top, location: { search: "?embed=modal" } })).toBe(true);
  });
  it("a page in any other page's iframe is", () => {
    expect(runsInFrame({ self: {}, top, location: { search: "" } })).toBe(true);
  });
});
