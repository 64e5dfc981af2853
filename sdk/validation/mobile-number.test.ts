import { describe, expect, it } from "vitest";
import {
  callingCodeOf,
  composeMobileNumber,
  countryOfMobileNumber,
  formatMobileNumber,
  hasMobileCharactersOnly,
  mobileFieldValue,
  mobileHint,
  normaliseMobileNumber,
  validateMobileNumber,
} from "./mobile-number.js";

const rule = { fieldName: "Mobile Number" };

describe("given the mobile number field", () => {
  it("shows required when empty, unless optional", async () => {
    expect(await validateMobileNumber("", rule)).toEqual({
      code: "required",
      values: { fieldName: "Mobile Number" },
    });
    expect(await validateMobileNumber(undefined, { ...rule, optional: true })).toBeUndefined();
  });

  it("shows 'not valid' for characters other than digits, spaces, hyphens and a leading plus", async () => {
    expect(await validateMobileNumber("+61 4l2 345 678", rule)).toEqual({
      code: "notValid",
      values: { fieldName: "Mobile Number" },
    });
    expect((await validateMobileNumber("61+412345678", rule))?.code).toBe("notValid");
  });

  it("shows 'not valid' for a number that does not parse as a valid mobile", async () => {
    expect((await validateMobileNumber("+61 412", rule))?.code).toBe("notValid");
    expect((await validateMobileNumber("+1 555", rule))?.code).toBe("notValid");
  });

  it("accepts valid numbers written with spaces or hyphens, with or without the Australian 0", async () => {
    expect(await validateMobileNumber("+61 412 345 678", rule)).toBeUndefined();
    expect(await validateMobileNumber("+61-412-345-678", rule)).toBeUndefined();
    expect(await validateMobileNumber("+610412345678", rule)).toBeUndefined();
    expect(await validateMobileNumber("+44 7911 123456", rule)).toBeUndefined();
  });

  it("reads a national number in the default country", async () => {
    expect(await validateMobileNumber("0412 345 678", { ...rule, defaultCountry: "au" })).toBeUndefined();
    expect((await validateMobileNumber("0412 345 678", rule))?.code).toBe("notValid");
  });
});

describe("what the field emits", () => {
  it("is the calling code plus the number once both are present", () => {
    expect(composeMobileNumber("61", "0412 345-678")).toBe("+610412345678");
    expect(composeMobileNumber("+61", "412345678")).toBe("+61412345678");
  });

  it("is nothing while either part is missing", () => {
    expect(composeMobileNumber(undefined, "412345678")).toBeUndefined();
    expect(composeMobileNumber("61", "")).toBeUndefined();
    expect(composeMobileNumber("61", "   ")).toBeUndefined();
  });

  it("keeps a number typed with its own calling code", () => {
    expect(composeMobileNumber("61", "+44 7911 123456")).toBe("+447911123456");
  });
});

describe("given text typed into the mobile field (what the form validates)", () => {
  it("composes a number made of digits, spaces and hyphens with the calling code", async () => {
    expect(mobileFieldValue("61", " 0412 345-678")).toBe("+610412345678");
    expect(await validateMobileNumber(mobileFieldValue("61", "0412 345 678"), rule)).toBeUndefined();
  });

  it("keeps letters as typed, so 'abc' is not valid rather than required", async () => {
    expect(mobileFieldValue("61", "abc")).toBe("abc");
    expect(await validateMobileNumber(mobileFieldValue("61", "abc"), rule)).toEqual({
      code: "notValid",
      values: { fieldName: "Mobile Number" },
    });
  });

  it("refuses digits with letters among them instead of dropping the letters", async () => {
    expect(mobileFieldValue("61", "0412abc345678")).toBe("0412abc345678");
    expect((await validateMobileNumber(mobileFieldValue("61", "0412abc345678"), rule))?.code).toBe(
      "notValid",
    );
  });

  it("says not valid for hyphens or a plus without a digit", async () => {
    expect((await validateMobileNumber(mobileFieldValue("61", "--"), rule))?.code).toBe("notValid");
    expect((await validateMobileNumber(mobileFieldValue("61", "+"), rule))?.code).toBe("notValid");
  });

  it("is empty (required unless optional) when nothing but spaces was typed", () => {
    expect(mobileFieldValue("61", "   ")).toBe("");
  });
});

describe("normalising", () => {
  it("answers E.164 for a valid number and nothing otherwise", async () => {
    expect(await normaliseMobileNumber("+61 0412 345 678")).toBe("+61412345678");
    expect(await normaliseMobileNumber("+61 2 9999 9999")).toBeUndefined();
    expect(await normaliseMobileNumber("abc")).toBeUndefined();
  });

  it("writes a valid number as the library formats it, the national 0 dropped", async () => {
    expect(await formatMobileNumber("+610402353478")).toBe("+61 402 353 478");
    expect(await formatMobileNumber("0402 353 478", "au")).toBe("+61 402 353 478");
    expect(await formatMobileNumber("+61 2 9999 9999")).toBeUndefined();
    expect(await formatMobileNumber("abc")).toBeUndefined();
  });

  it("finds the country of a number and the calling code of a country", async () => {
    expect(await countryOfMobileNumber("+64 21 123 456")).toBe("nz");
    expect(await callingCodeOf("au")).toBe("61");
    expect(await callingCodeOf("zz")).toBeUndefined();
  });
});

describe("given the calling code +61", () => {
  it("shows the hint 'Please place a 0 in front of your number'", () => {
    expect(mobileHint("+61")).toEqual({ code: "placeZero" });
    expect(mobileHint("61")).toEqual({ code: "placeZero" });
  });

  it("shows no hint for other calling codes", () => {
    expect(mobileHint("64")).toBeUndefined();
    expect(mobileHint("610")).toBeUndefined();
    expect(mobileHint(undefined)).toBeUndefined();
  });
});

describe("the character rule", () => {
  it("allows one leading plus only", () => {
    expect(hasMobileCharactersOnly("+61 412-345-678")).toBe(true);
    expect(hasMobileCharactersOnly("++61412345678")).toBe(false);
    expect(hasMobileCharactersOnly("(04) 1234")).toBe(false);
  });
});
