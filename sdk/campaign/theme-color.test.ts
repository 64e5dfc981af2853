import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastWithWhite, DEFAULT_THEME_COLOR, readableThemeColor } from "./theme-color.js";

const rgbOf = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe("the campaign colour on buttons and links", () => {
  it("keeps a colour that already reads against white", () => {
    expect(readableThemeColor("#7344c0")).toBe("#7344c0");
    expect(readableThemeColor("#0f766e")).toBe("#0f766e");
  });

  it("darkens a light colour until white text on it reaches 4.5:1 (the competition's orange)", () => {
    expect(contrastWithWhite(rgbOf("#d9480f"))).toBeLessThan(4.5);
    const readable = readableThemeColor("#d9480f");
    expect(readable).not.toBe("#d9480f");
    expect(contrastWithWhite(rgbOf(readable))).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back to the default for a missing or unreadable value", () => {
    expect(readableThemeColor(undefined)).toBe(DEFAULT_THEME_COLOR);
    expect(readableThemeColor("red")).toBe(DEFAULT_THEME_COLOR);
  });

  it("always answers a colour with 4.5:1 against white", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, "0")}`;
        expect(contrastWithWhite(rgbOf(readableThemeColor(hex)))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
