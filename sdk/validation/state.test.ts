import { describe, expect, it } from "vitest";
import { loadStateNames, stateCodes, stateNamesNow, validateState } from "./state.js";
import { AU_STATES, STATE_NAMES, stateOptions, US_STATES } from "./state-names.js";

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
    expect(stateCodes("gb")).toBeUndefined();
  });

  it("names every listed code, and lists every named state (the codes check at once, the names load later)", async () => {
    for (const country of ["us", "au"]) {
      expect(Object.keys(STATE_NAMES[country] ?? {}).sort(), country).toEqual(
        [...(stateCodes(country) ?? [])].sort(),
      );
    }
    expect(US_STATES.find((state) => state.code === "WA")?.name).toBe("Washington");
    expect(AU_STATES.find((state) => state.code === "WA")?.name).toBe("Western Australia");
    expect(stateNamesNow()).toBeUndefined();
    expect(await loadStateNames()).toBe(STATE_NAMES);
    expect(stateNamesNow()).toBe(STATE_NAMES);
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
      expect(stateCodes(country), country).toBeUndefined();
      expect(validateState("Anywhere", { fieldName: "State", country }), country).toBeUndefined();
    }
  });
});
