import { describe, expect, it } from "vitest";
import { HeroFocusSchema } from "../api/schemas/hero-focus.js";
import { heroPosition } from "./hero-image.js";

describe("heroPosition", () => {
  it("anchors the crop at the focal point, in percent of the image", () => {
    expect(heroPosition({ x: 30, y: 20 })).toBe("30% 20%");
    expect(heroPosition({ x: 0, y: 100 })).toBe("0% 100%");
    expect(heroPosition({ x: 12.5, y: 50 })).toBe("12.5% 50%");
  });

  it("leaves the sheet's centred position alone without a focal point or at the centre", () => {
    expect(heroPosition(undefined)).toBeUndefined();
    expect(heroPosition({ x: 50, y: 50 })).toBeUndefined();
  });
});

describe("HeroFocusSchema", () => {
  it("defaults a missing axis to the centre", () => {
    expect(HeroFocusSchema.parse({ x: 80 })).toEqual({ x: 80, y: 50 });
    expect(HeroFocusSchema.parse({})).toEqual({ x: 50, y: 50 });
  });

  it("refuses a point outside the image, naming the axis", () => {
    for (const focus of [{ x: 101 }, { y: -1 }, { x: "50%" }]) {
      const result = HeroFocusSchema.safeParse(focus);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([Object.keys(focus)[0]]);
    }
  });
});
