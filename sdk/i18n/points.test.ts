import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.js";
import { pointsBadge, pointsText } from "./points.js";

describe("points texts", () => {
  it("say one point and several points", async () => {
    const { t } = await createI18n("en-us");
    expect(pointsText(t, 1)).toBe("1 pt");
    expect(pointsText(t, 5)).toBe("5 pts");
  });

  it("badge an action that earns points, unless the campaign hides them", async () => {
    const { t } = await createI18n("en-us");
    expect(pointsBadge(t, 10)).toBe("+10 pts");
    expect(pointsBadge(t, 0)).toBeUndefined();
    expect(pointsBadge(t, 10, true)).toBeUndefined();
  });
});
