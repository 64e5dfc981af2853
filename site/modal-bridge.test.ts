import { describe, expect, it } from "vitest";
import { isRegisteredStepChange } from "./modal-bridge.js";

describe("the modal frame tells the host page the fan registered", () => {
  it("when register hands over to a journey step", () => {
    expect(isRegisteredStepChange({ from: "register", to: "share", replace: false })).toBe(true);
    expect(isRegisteredStepChange({ from: "register", to: "success", replace: true })).toBe(true);
  });

  it("not for the magic link (the address was already registered), another screen or junk", () => {
    expect(isRegisteredStepChange({ from: "register", to: "magic-link" })).toBe(false);
    expect(isRegisteredStepChange({ from: "landing", to: "register" })).toBe(false);
    expect(isRegisteredStepChange({ from: "share", to: "follow" })).toBe(false);
    expect(isRegisteredStepChange({ from: "register", to: "landing" })).toBe(false);
    expect(isRegisteredStepChange(undefined)).toBe(false);
    expect(isRegisteredStepChange("register")).toBe(false);
  });
});
