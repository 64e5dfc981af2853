import { describe, expect, it } from "vitest";
import {
  alternativeFormStep,
  initialAlternativeForm,
  alternativeFormMachine as machine,
} from "./alternative-form.js";
import { replay, transition } from "./machine.js";

const start = initialAlternativeForm();
const profile = transition(machine, start, { type: "SIGNED_UP", recordOid: "xi_1" });

describe("given the email sign-up step", () => {
  it("is step 1 and moves to the profile once sign-up succeeds", () => {
    expect(alternativeFormStep(start)).toBe(1);
    expect(profile.state).toBe("profile");
    expect(profile.context.recordOid).toBe("xi_1");
    expect(alternativeFormStep(profile)).toBe(2);
  });

  it("resolves false when closed", () => {
    expect(transition(machine, start, { type: "CLOSE" }).effects).toEqual([{ type: "close", result: false }]);
  });
});

describe("given the profile and bonus steps", () => {
  it("moves 2 to 3 after the profile, and 3 to 4 after the bonus, emitting finished", () => {
    const bonus = transition(machine, profile, { type: "PROFILE_SAVED" });
    expect(alternativeFormStep(bonus)).toBe(3);
    const success = transition(machine, bonus, { type: "BONUS_SAVED" });
    expect(alternativeFormStep(success)).toBe(4);
    expect(success.effects).toEqual([{ type: "finished" }]);
  });

  it("resolves true when closed after step 1", () => {
    expect(transition(machine, profile, { type: "CLOSE" }).effects).toEqual([
      { type: "close", result: true },
    ]);
  });
});

describe("when creating or saving fails", () => {
  it("returns to step 1 with 'Error during registration. Please try again.'", () => {
    const bonus = replay(machine, start, [
      { type: "SIGNED_UP", recordOid: "xi_1" },
      { type: "PROFILE_SAVED" },
    ]);
    for (const snapshot of [start, profile, bonus]) {
      const next = transition(machine, snapshot, { type: "FAILED" });
      expect(next.state).toBe("sign-up");
      expect(next.effects).toEqual([{ type: "notify", message: { key: "registration.alternativeFailed" } }]);
    }
  });
});

describe("given the success step", () => {
  const success = replay(machine, start, [
    { type: "SIGNED_UP", recordOid: "xi_1" },
    { type: "PROFILE_SAVED" },
    { type: "BONUS_SAVED" },
  ]);
  it("sends a logged-in fan to share and a visitor to register", () => {
    expect(transition(machine, success, { type: "CONTINUE", loggedIn: true }).effects).toEqual([
      { type: "navigate", step: "share" },
    ]);
    expect(transition(machine, success, { type: "CONTINUE", loggedIn: false }).effects).toEqual([
      { type: "navigate", step: "register" },
    ]);
  });
});
