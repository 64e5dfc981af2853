import { describe, expect, it } from "vitest";
import { isBlank, validateCountry, validateGender, validateRequiredText } from "./required.js";

const firstName = { fieldName: "First Name" };

describe("given a required text field", () => {
  it("shows 'Your {fieldName} is required' when it is empty or only spaces", () => {
    expect(validateRequiredText("", firstName)).toEqual({
      code: "required",
      values: { fieldName: "First Name" },
    });
    expect(validateRequiredText("   ", firstName)?.code).toBe("required");
    expect(validateRequiredText(undefined, firstName)?.code).toBe("required");
  });

  it("accepts any text", () => {
    expect(validateRequiredText("Ada", firstName)).toBeUndefined();
  });
});

describe("given an optional text field", () => {
  it("accepts an empty value", () => {
    expect(validateRequiredText("", { ...firstName, optional: true })).toBeUndefined();
  });
});

describe("given the country field", () => {
  const country = { fieldName: "Country" };
  it("requires a choice unless optional", () => {
    expect(validateCountry("", country)?.code).toBe("required");
    expect(validateCountry(undefined, { ...country, optional: true })).toBeUndefined();
  });
  it("accepts an ISO code and rejects anything else", () => {
    expect(validateCountry("au", country)).toBeUndefined();
    expect(validateCountry("Australia", country)?.code).toBe("invalid");
  });
});

describe("given the gender field", () => {
  const gender = { fieldName: "Gender" };
  it("counts 'Prefer not to say' (null) as an answer", () => {
    expect(validateGender(null, gender)).toBeUndefined();
    expect(validateGender("female", gender)).toBeUndefined();
  });
  it("shows required when nothing was chosen", () => {
    expect(validateGender(undefined, gender)?.code).toBe("required");
    expect(validateGender(undefined, { ...gender, optional: true })).toBeUndefined();
  });
  it("rejects an unknown choice", () => {
    expect(validateGender("robot", gender)?.code).toBe("invalid");
  });
});

describe("blank values", () => {
  it("are undefined, null and whitespace", () => {
    expect([undefined, null, "", " \t"].every(isBlank)).toBe(true);
    expect(isBlank("x")).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});
