import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.js";
import { pointsBadge, pointsText } from "./points.js";

describe("points texts", () => {
  it("say one point and several points", async () => {
    const { t } = await createI18n("en-us");
    expect(pointsText(t, 1)).toBe("1 pt");
    expect(pointsText(t, 5)).toBe("5 pts");
    expect(pointsText(t, 1234)).toBe("1,234 pts");
  });

  it("take each language's plural form and grouping, never English's one-or-many", async () => {
    const ar = (await createI18n("ar")).t;
    expect([1, 2, 5, 11].map((n) => pointsText(ar, n))).toEqual(["1 نقطة", "2 نقطتان", "5 نقاط", "11 نقطة"]);
    expect(pointsText((await createI18n("fr")).t, 1234)).toBe("1\u202f234 points");
    expect(pointsText((await createI18n("nl")).t, 1)).toBe("1 pnt");
  });

  it("badge an action that earns points, unless the campaign hides them", async () => {
    const { t } = await createI18n("en-us");
    expect(pointsBadge(t, 10)).toBe("+10 pts");
    expect(pointsBadge(t, 0)).toBeUndefined();
    expect(pointsBadge(t, 10, true)).toBeUndefined();
  });
});
