import { describe, expect, it } from "vitest";
import { firstScreenOf } from "./first-screen.js";

describe("firstScreenOf", () => {
  it("is the landing page without a step (register for opt-in or when set), register on register, else none", () => {
    expect(firstScreenOf({ type: "presale" }, undefined)).toBe("welcome");
    expect(firstScreenOf({ type: "opt-in" }, undefined)).toBe("register");
    expect(firstScreenOf({ type: "presale", settings: { ui: { landingPage: "register" } } }, undefined)).toBe(
      "register",
    );
    expect(firstScreenOf({ type: "presale" }, "register")).toBe("register");
    expect(firstScreenOf({ type: "presale" }, "share")).toBeUndefined();
  });
});
