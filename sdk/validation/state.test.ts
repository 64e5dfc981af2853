import { describe, expect, it } from "vitest";
import { AU_STATES, stateOptions, US_STATES, validateState } from "./state.js";

describe("the state field", () => {
  it("is a dropdown of the states for us and au", () => {
    expect(stateOptions("us")).toBe(US_STATES);
    expect(stateOptions("AU")).toBe(AU_STATES);
    expect(US_STATES).toHaveLength(51);
    expect(AU_STATES.map((s) => s.code)).toEqual(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
  });

  it("is free text elsewhere and before a country is chosen", () => {
    expect(stateOptions("gb")).toBeUndefined();
    expect(stateOptions(undefined)).toBeUndefined();
  });
});

describe("given the country is au", () => {
  const rule = { fieldName: "State", country: "au" };
  it("accepts a listed state", () => {
    expect(validateState("VIC", rule)).toBeUndefined();
  });
  it("shows invalid for a state of another country", () => {
    expect(validateState("CA", rule)).toEqual({ code: "invalid", values: { fieldName: "State" } });
  });
  it("shows required when none is chosen", () => {
    expect(validateState("", rule)).toEqual({ code: "required", values: { fieldName: "State" } });
  });
});

describe("given another country", () => {
  it("accepts any text and may stay empty when optional", () => {
    expect(validateState("Bavaria", { fieldName: "State", country: "de" })).toBeUndefined();
    expect(validateState("", { fieldName: "State", country: "de", optional: true })).toBeUndefined();
  });
});

describe("given a country that is no key of the state lists", () => {
  it("takes free text, even for names every object has", () => {
    for (const country of ["__proto__", "constructor", "toString"]) {
      expect(stateOptions(country), country).toBeUndefined();
      expect(validateState("Anywhere", { fieldName: "State", country }), country).toBeUndefined();
    }
  });
});
