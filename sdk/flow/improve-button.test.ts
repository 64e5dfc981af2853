import { describe, expect, it } from "vitest";
import { improveButtonTarget } from "./improve-button.js";

describe("the improve button", () => {
  it("goes to share when the flow has it", () => {
    expect(improveButtonTarget(["register", "invite", "share", "success"])).toBe("share");
  });
  it("goes to invite without share", () => {
    expect(improveButtonTarget(["register", "invite", "success"])).toBe("invite");
  });
  it("goes to success with neither", () => {
    expect(improveButtonTarget(["register", "success"])).toBe("success");
  });
});
