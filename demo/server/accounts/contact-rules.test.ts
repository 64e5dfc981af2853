import { describe, expect, it } from "vitest";
import { HttpError } from "../api/validate.js";
import { checkDob, checkPostcode, formatDob, normaliseEmail, normaliseMobile } from "./contact-rules.js";

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.field}` : "other";
  }
  return "ok";
};

describe("the server's copy of core-journey §5", () => {
  describe("email", () => {
    it("lower-cases and trims", () => {
      expect(normaliseEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
    });

    it.each(["ann+promo@example.com", "a+b+c@example.com", "ann+1@x.io"])(
      "refuses the plus-tagged %s",
      (email) => {
        expect(fieldOf(() => normaliseEmail(email))).toBe("400 emailAddress");
      },
    );

    it("says why in the spec's words", () => {
      expect(() => normaliseEmail("ann+promo@example.com")).toThrow("Your Email Address is invalid");
    });
  });

  describe("mobile number", () => {
    it.each([
      ["+61412345678", "+61412345678"],
      ["+610412345678", "+61412345678"],
      ["+61 412 345 678", "+61412345678"],
      ["+1 201-555-0123", "+12015550123"],
    ])("normalises %s to E.164", (input, e164) => {
      expect(normaliseMobile(input)).toBe(e164);
    });

    it.each(["+6141234", "0412 345 678", "+61 (412) 345", "call me"])("refuses %s", (input) => {
      expect(fieldOf(() => normaliseMobile(input))).toBe("400 mobileNumber");
    });
  });

  describe("date of birth", () => {
    const now = new Date(2025, 5, 15, 12);

    it("refuses a date that does not exist, or another format", () => {
      expect(fieldOf(() => checkDob("29/02/2023", now))).toBe("400 dob");
      expect(fieldOf(() => checkDob("1/2/2000", now))).toBe("400 dob");
      expect(fieldOf(() => checkDob("29/02/2020", now))).toBe("ok");
    });

    it("writes a midnight-UTC date as dd/MM/yyyy", () => {
      expect(formatDob(new Date("1990-07-04T00:00:00.000Z"))).toBe("04/07/1990");
    });

    it("takes dates between 110 years and 1 year and 1 day ago", () => {
      expect(fieldOf(() => checkDob("14/06/2024", now))).toBe("ok");
      expect(fieldOf(() => checkDob("15/06/2024", now))).toBe("400 dob");
      expect(fieldOf(() => checkDob("15/06/1915", now))).toBe("ok");
      expect(fieldOf(() => checkDob("14/06/1915", now))).toBe("400 dob");
    });
  });

  describe("postcode", () => {
    it.each([
      ["us", "90210", "ok"],
      ["us", "90210-1234", "ok"],
      ["us", "9021", "400 postcode"],
      ["au", "3000", "ok"],
      ["nz", "30000", "400 postcode"],
      ["gb", "SW1A 1AA", "ok"],
      ["gb", "12345", "400 postcode"],
      ["fr", "anything", "ok"],
    ])("for %s, %s is %s", (country, postcode, outcome) => {
      expect(fieldOf(() => checkPostcode(postcode, country))).toBe(outcome);
    });
  });
});
