// Property-based checks (issue 9): a valid mobile number, however the fan spaces or hyphenates it and
// whether typed nationally or with its calling code, normalises to one E.164 number, and normalising
// that number again changes nothing.
import fc from "fast-check";
import { getCountries, getExampleNumber } from "libphonenumber-js/mobile";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";
import {
  composeMobileNumber,
  countryOfMobileNumber,
  normaliseMobileNumber,
  validateMobileNumber,
} from "./mobile-number.js";

/** libphonenumber's example mobile number of every country that has one. */
const EXAMPLES = getCountries().flatMap((country) => {
  const example = getExampleNumber(country, examples);
  return example?.isValid() ? [{ country, example }] : [];
});

/** The digits with spaces or hyphens the fan may type between them. */
const spaced = (digits: string) =>
  fc
    .array(fc.constantFrom("", "", " ", "-"), { minLength: digits.length, maxLength: digits.length })
    .map((gaps) => [...digits].map((digit, i) => (i === 0 ? digit : `${gaps[i]}${digit}`)).join(""));

const typedNumber = fc.constantFrom(...EXAMPLES).chain(({ country, example }) =>
  fc.record({
    country: fc.constant(country),
    e164: fc.constant(example.number as string),
    callingCode: fc.constant(example.countryCallingCode as string),
    international: spaced(example.number.slice(1)).map((text) => `+${text}`),
    // The national format without its brackets (the field takes digits, spaces, hyphens and a plus).
    national: spaced(example.formatNational().replace(/\D/g, "")),
  }),
);

describe("valid mobile numbers", () => {
  it("there are examples to draw from", () => {
    expect(EXAMPLES.length).toBeGreaterThan(200);
  });

  it("typed with the calling code, in any spacing, normalise to E.164 and stay there", async () => {
    await fc.assert(
      fc.asyncProperty(typedNumber, fc.constantFrom(undefined, "au", "us", "gb"), async (typed, guess) => {
        const normalised = await normaliseMobileNumber(typed.international, guess);
        expect(normalised).toBe(typed.e164);
        expect(await normaliseMobileNumber(normalised!)).toBe(normalised);
        expect(await normaliseMobileNumber(normalised!, guess)).toBe(normalised);
        expect(
          await validateMobileNumber(typed.international, { fieldName: "Mobile Number" }),
        ).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it("typed nationally with the fan's country, normalise to the same E.164 number", async () => {
    await fc.assert(
      fc.asyncProperty(typedNumber, async (typed) => {
        expect(await normaliseMobileNumber(typed.national, typed.country)).toBe(typed.e164);
        expect(await countryOfMobileNumber(typed.e164)).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });

  it("the field's calling code and national digits compose into a number that normalises", async () => {
    await fc.assert(
      fc.asyncProperty(typedNumber, async (typed) => {
        const national = typed.e164.slice(1 + typed.callingCode.length);
        const composed = composeMobileNumber(`+${typed.callingCode}`, national);
        expect(composed).toBe(typed.e164);
        expect(await normaliseMobileNumber(composed!)).toBe(typed.e164);
      }),
      { numRuns: 100 },
    );
  });
});

describe("any text as a mobile number", () => {
  it("normalises to undefined or to a number that normalises to itself, never throws", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 25 }),
      fc.string({ unit: fc.constantFrom(..."+0123456789 -()"), maxLength: 18 }),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(undefined, "au", "us", "zz", "", "AU"), async (value, c) => {
        const normalised = await normaliseMobileNumber(value, c);
        if (normalised !== undefined) {
          expect(normalised).toMatch(/^\+\d{6,15}$/);
          expect(await normaliseMobileNumber(normalised)).toBe(normalised);
        }
      }),
      { numRuns: 200 },
    );
  });
});
