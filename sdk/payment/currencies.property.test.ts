// Property-based checks (issue 9): conversions between major and minor units round-trip for every
// currency of the table, and text that is not an amount is refused with a RangeError, never garbage.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  currencyOf,
  formatAmount,
  formatPrice,
  fromMinor,
  roundMinor,
  toMinor,
} from "./currencies.js";

const currency = fc.constantFrom(...Object.values(CURRENCIES));
const minor = fc.integer({ min: 0, max: 9_999_999_999 });

describe("currency conversions", () => {
  it("minor → text → minor is the identity", () => {
    fc.assert(
      fc.property(currency, minor, (c, m) => {
        expect(toMinor(formatAmount(m, c), c)).toBe(m);
        expect(toMinor(fromMinor(m, c), c)).toBe(m);
      }),
    );
  });

  it("the amount text has exactly the currency's decimal digits", () => {
    fc.assert(
      fc.property(currency, minor, (c, m) => {
        const [, fraction = ""] = formatAmount(m, c).split(".");
        expect(fraction.length).toBe(c.decimal_digits);
        expect(formatPrice(m, c).startsWith(`${c.code} ${c.symbol_native}`)).toBe(true);
      }),
    );
  });

  it("rounding lands on the currency's increment and moves by less than one increment", () => {
    fc.assert(
      fc.property(currency, minor, (c, m) => {
        const rounded = roundMinor(m, c);
        const step = c.rounding > 0 ? toMinor(c.rounding, c) : 1;
        expect(rounded % Math.max(step, 1)).toBe(0);
        expect(Math.abs(rounded - m)).toBeLessThanOrEqual(step / 2);
      }),
    );
  });

  it("any text is either an amount or a RangeError", () => {
    fc.assert(
      fc.property(currency, fc.string({ maxLength: 20 }), (c, text) => {
        try {
          expect(Number.isSafeInteger(toMinor(text, c))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
    );
  });

  it("an unknown code still displays with 2 digits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (code) => {
        expect(currencyOf(code).decimal_digits).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
