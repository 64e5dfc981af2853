import { describe, expect, it } from "vitest";
import { validatePostcode } from "./postcode.js";

const rule = (country?: string) => ({ fieldName: "Zip/Post code", ...(country && { country }) });

describe("given a postcode in the United States", () => {
  it("accepts 5 digits with an optional dash and 4 digits", () => {
    expect(validatePostcode("90210", rule("us"))).toBeUndefined();
    expect(validatePostcode("90210-1234", rule("US"))).toBeUndefined();
  });
  it("shows 'Your {fieldName} is invalid' otherwise", () => {
    expect(validatePostcode("9021", rule("us"))).toEqual({
      code: "invalid",
      values: { fieldName: "Zip/Post code" },
    });
    expect(validatePostcode("90210-12", rule("us"))?.code).toBe("invalid");
  });
});

describe("given a postcode in Australia or New Zealand", () => {
  it("accepts exactly 4 digits", () => {
    expect(validatePostcode("3004", rule("au"))).toBeUndefined();
    expect(validatePostcode("6011", rule("nz"))).toBeUndefined();
    expect(validatePostcode("300", rule("au"))?.code).toBe("invalid");
    expect(validatePostcode("30045", rule("nz"))?.code).toBe("invalid");
  });
});

describe("given a postcode in the United Kingdom", () => {
  it("accepts the UK postcode shapes, with or without the space", () => {
    for (const code of ["SW1A 1AA", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "EC1A1BB", "gir 0aa"]) {
      expect(validatePostcode(code, rule("gb")), code).toBeUndefined();
    }
  });
  it("rejects other text", () => {
    expect(validatePostcode("12345", rule("gb"))?.code).toBe("invalid");
    expect(validatePostcode("SW1A 1A", rule("gb"))?.code).toBe("invalid");
  });
});

describe("given a postcode elsewhere or with no country yet", () => {
  it("only requires a value", () => {
    expect(validatePostcode("75008", rule("fr"))).toBeUndefined();
    expect(validatePostcode("anything", rule())).toBeUndefined();
    expect(validatePostcode("", rule("fr"))).toEqual({
      code: "required",
      values: { fieldName: "Zip/Post code" },
    });
  });
  it("may stay empty when optional", () => {
    expect(validatePostcode("", { ...rule("us"), optional: true })).toBeUndefined();
  });
});

describe("given a country that is no key of the pattern table", () => {
  it("only requires a value, even for names every object has (a link's prefill can carry any text)", () => {
    for (const country of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(validatePostcode("12", { fieldName: "Postcode", country }), country).toBeUndefined();
    }
  });
});
