import { describe, expect, it } from "vitest";
import { PromoterCampaignInputSchema } from "../sdk/api/schemas/promoter.js";
import { leavesOf } from "./editor.js";

describe("the campaign form's fields", () => {
  const leaves = leavesOf(PromoterCampaignInputSchema);
  const leaf = (path: string) => leaves.find((l) => l.path.join(".") === path);

  it("include the hero's focal point, a number from 0 to 100 on each axis", () => {
    expect(leaf("presentation.heroFocus.x")).toEqual({
      path: ["presentation", "heroFocus", "x"],
      kind: "number",
      min: 0,
      max: 100,
    });
    expect(leaf("presentation.heroFocus.y")).toMatchObject({ kind: "number", min: 0, max: 100 });
  });

  it("keep the shallower fields, each number with only the bounds its schema checks", () => {
    expect(leaf("name")).toEqual({ path: ["name"], kind: "string" });
    expect(leaf("presentation.description")).toMatchObject({ kind: "string" });
    expect(leaf("defaults.points.referral")).toEqual({
      path: ["defaults", "points", "referral"],
      kind: "number",
      min: 0,
    });
  });
});
