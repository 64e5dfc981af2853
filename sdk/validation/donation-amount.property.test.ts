// Property-based checks (issue 9): the donation conversions between typed text and minor units never
// throw, and an amount written with the currency's digits converts to minor units and back exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enUs } from "../i18n/locales/en-us.js";
import { CURRENCIES } from "../payment/currencies.js";
import {
  DONATION_MAX,
  donationMinimum,
  fromMinorUnits,
  toMinorUnits,
  validateDonationAmount,
} from "./donation-amount.js";

const codes = new Set(Object.keys(enUs.validation));
const digits = fc.constantFrom(0, 2, 3);
/** Every amount a donation may carry (up to DONATION_MAX major units), in minor units. */
const minorFor = (d: number) => fc.integer({ min: 0, max: DONATION_MAX * 10 ** d });
/** What the amount input shows for a number of minor units: the currency's digits after the point. */
const written = (minor: number, d: number) => fromMinorUnits(minor, d).toFixed(d);

describe("donation conversions", () => {
  it("any text converts to a number without throwing", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ unit: fc.constantFrom(..."0123456789.,-+e "), maxLength: 15 }),
    );
    fc.assert(
      fc.property(text, digits, (amount, d) => {
        expect(typeof toMinorUnits(amount, d)).toBe("number");
        expect(typeof fromMinorUnits(toMinorUnits(amount, d), d)).toBe("number");
      }),
    );
  });

  it("minor units → the written amount → minor units is the identity", () => {
    fc.assert(
      fc.property(
        digits.chain((d) => fc.tuple(fc.constant(d), minorFor(d))),
        ([d, minor]) => {
          expect(toMinorUnits(written(minor, d), d)).toBe(minor);
          // The number itself, as JavaScript prints it (no trailing zeros), converts back too.
          expect(toMinorUnits(String(fromMinorUnits(minor, d)), d)).toBe(minor);
        },
      ),
    );
  });

  it("a written amount → minor units → the written amount is the identity", () => {
    const amount = digits.chain((d) =>
      fc.tuple(
        fc.constant(d),
        fc.stringMatching(d === 0 ? /^[1-9]\d{0,7}$/ : new RegExp(`^[1-9]\\d{0,7}\\.\\d{${d}}$`)),
      ),
    );
    fc.assert(
      fc.property(amount, ([d, text]) => {
        expect(written(toMinorUnits(text, d), d)).toBe(text);
      }),
    );
  });

  it("fewer digits than the currency's are padded, never scaled wrongly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9 }), (whole, tenth) => {
        expect(toMinorUnits(`${whole}.${tenth}`, 2)).toBe(whole * 100 + tenth * 10);
        expect(toMinorUnits(`${whole}`, 3)).toBe(whole * 1000);
      }),
    );
  });
});

describe("donation amounts against the rules", () => {
  const currency = fc.constantFrom(...Object.values(CURRENCIES));

  it("an amount written with the currency's digits between the minimum and the maximum passes", () => {
    fc.assert(
      fc.property(
        currency,
        fc.option(fc.nat(100_000), { nil: undefined }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (c, minAmount, position) => {
          const d = c.decimal_digits;
          const low = Math.round(donationMinimum(c, minAmount) * 10 ** d);
          const minor = low + Math.floor(position * (DONATION_MAX * 10 ** d - low));
          const rule = { fieldName: "Amount", currency: c, ...(minAmount !== undefined && { minAmount }) };
          expect(validateDonationAmount(written(minor, d), rule)).toBeUndefined();
        },
      ),
    );
  });

  it("any typed text answers nothing or a catalogue code", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 20 }), { nil: undefined }), currency, (text, c) => {
        const answer = validateDonationAmount(text, { fieldName: "Amount", currency: c });
        expect(answer === undefined || codes.has(answer.code)).toBe(true);
      }),
    );
  });
});
