// Property-based checks (issue 9): every validator takes arbitrary input without throwing and answers
// either nothing or an error whose code is a catalogue key; valid input generated from the rules passes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enUs } from "../i18n/locales/en-us.js";
import { CURRENCIES } from "../payment/currencies.js";
import {
  applyTextInput,
  charactersLeft,
  dobBounds,
  formatDateInput,
  parseDateInput,
  remoteDobToIso,
  type ValidationError,
  validateAgreements,
  validateCountry,
  validateCustomField,
  validateDateInput,
  validateDateOfBirth,
  validateDonationAmount,
  validateEmail,
  validateGender,
  validateMagicLinkEmail,
  validateMobileNumber,
  validatePostcode,
  validateRemoteSignup,
  validateRequiredText,
  validateState,
  validateSubscriptionPreferences,
  validateTextCode,
} from "./index.js";

const codes = new Set(Object.keys(enUs.validation));
const isAnswer = (answer: ValidationError | undefined): boolean =>
  answer === undefined || codes.has(answer.code);

// Strings that look like what a fan or a hostile form sends: any unicode, plus the characters rules split on.
const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(..."0123456789/+-. @aZ\t\n"), maxLength: 30 }),
);
const maybeText = fc.option(anyText, { nil: undefined });
const rule = fc.record({ fieldName: fc.string({ maxLength: 20 }), optional: fc.boolean() });
const NOW = new Date("2026-11-22T12:00:00Z");

describe("validators never throw and answer a catalogue code", () => {
  it("email, magic-link email, required text, country, gender", () => {
    fc.assert(
      fc.property(maybeText, rule, fc.anything(), (value, r, anything) => {
        expect(isAnswer(validateEmail(value, r))).toBe(true);
        expect(isAnswer(validateMagicLinkEmail(value, r.fieldName))).toBe(true);
        expect(isAnswer(validateRequiredText(value, r))).toBe(true);
        expect(isAnswer(validateCountry(value, r))).toBe(true);
        expect(isAnswer(validateGender(anything, r))).toBe(true);
      }),
    );
  });

  it("dates of birth and date fields", () => {
    fc.assert(
      fc.property(maybeText, rule, (value, r) => {
        expect(isAnswer(validateDateOfBirth(value, { ...r, now: NOW }))).toBe(true);
        expect(isAnswer(validateDateInput(value, r))).toBe(true);
        const parsed = parseDateInput(value);
        expect(parsed === null || !Number.isNaN(parsed.getTime())).toBe(true);
        const iso = remoteDobToIso(value ?? "");
        expect(iso === undefined || /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(iso)).toBe(true);
      }),
    );
  });

  it("postcode and state for any country", () => {
    const country = fc.option(fc.oneof(fc.constantFrom("us", "au", "nz", "gb", "US", "fr"), fc.string()), {
      nil: undefined,
    });
    fc.assert(
      fc.property(maybeText, rule, country, (value, r, c) => {
        expect(isAnswer(validatePostcode(value, { ...r, country: c }))).toBe(true);
        expect(isAnswer(validateState(value, { ...r, country: c }))).toBe(true);
      }),
    );
  });

  it("custom fields of every type with any value", () => {
    const field = fc.record({
      name: fc.string({ maxLength: 20 }),
      optional: fc.boolean(),
      type: fc.constantFrom("text", "number", "date", "dropdown-single", "dropdown-multi"),
      options: fc.array(fc.record({ name: fc.string({ maxLength: 8 }) }), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(field, fc.anything(), (f, value) => {
        // biome-ignore lint/suspicious/noExplicitAny: arbitrary values are the point of this test
        expect(isAnswer(validateCustomField(f as any, value as any))).toBe(true);
      }),
    );
  });

  it("codes, text input, agreements, subscription preferences", () => {
    fc.assert(
      fc.property(
        maybeText,
        anyText,
        fc.option(fc.nat(300), { nil: undefined }),
        fc.anything(),
        (code, text, max, anything) => {
          expect(isAnswer(validateTextCode(code))).toBe(true);
          const typed = applyTextInput(text, max);
          expect(/^\s/.test(typed)).toBe(false);
          if (max !== undefined) expect(typed.length).toBeLessThanOrEqual(max);
          expect(charactersLeft(typed, max)?.values?.count ?? 0).toBeGreaterThanOrEqual(0);
          // biome-ignore lint/suspicious/noExplicitAny: arbitrary values are the point of this test
          const loose = anything as any;
          expect(
            isAnswer(validateSubscriptionPreferences(loose, { enabled: true, messengerConfirmed: false })),
          ).toBe(true);
          const errors = validateAgreements(loose, { productPolicy: true, companyPolicy: true });
          expect(Object.values(errors).every(isAnswer)).toBe(true);
        },
      ),
    );
  });

  it("donation amounts in every currency", () => {
    const currency = fc.constantFrom(...Object.values(CURRENCIES));
    fc.assert(
      fc.property(maybeText, currency, fc.option(fc.nat(1_000_000), { nil: undefined }), (value, c, min) => {
        expect(
          isAnswer(validateDonationAmount(value, { fieldName: "Amount", currency: c, minAmount: min })),
        ).toBe(true);
      }),
    );
  });

  it("mobile numbers", async () => {
    await fc.assert(
      fc.asyncProperty(
        maybeText,
        rule,
        fc.constantFrom(undefined, "au", "us", "gb", "zz"),
        async (value, r, c) => {
          expect(isAnswer(await validateMobileNumber(value, { ...r, defaultCountry: c }))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a remote-signup form of anything answers ok or field errors", async () => {
    const fields = [
      { key: "firstName" as const, name: "First Name", required: true },
      { key: "mobileNumber" as const, name: "Mobile Number", required: false },
      { key: "dob" as const, name: "Date of Birth", required: false },
    ];
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (submitted) => {
        const answer = await validateRemoteSignup(submitted, fields, { now: NOW });
        if (!answer.ok) expect(Object.values(answer.errors).every(isAnswer)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe("valid input passes and round-trips", () => {
  // Local parts without a plus and domains with a dot-separated TLD: what the rule accepts.
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9](?:[a-z0-9._-]{0,15}[a-z0-9])?$/),
      label,
      fc.constantFrom("com", "org", "au"),
    )
    .filter(([local]) => !local.includes(".."))
    .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

  it("a well-formed address without a plus-tag is valid; adding a plus-tag makes it invalid", () => {
    fc.assert(
      fc.property(email, label, (address, tag) => {
        expect(validateEmail(address, { fieldName: "Email" })).toBeUndefined();
        const tagged = address.replace("@", `+${tag}@`);
        expect(validateEmail(tagged, { fieldName: "Email" })?.code).toBe("invalid");
      }),
    );
  });

  it("a date of birth inside the bounds formats and parses back to the same day, and is valid", () => {
    const { oldest, latest } = dobBounds(NOW);
    fc.assert(
      fc.property(fc.date({ min: oldest, max: latest, noInvalidDate: true }), (day) => {
        const text = formatDateInput(day);
        expect(formatDateInput(parseDateInput(text)!)).toBe(text);
        expect(validateDateOfBirth(text, { fieldName: "Date of Birth", now: NOW })).toBeUndefined();
      }),
    );
  });

  it("US and AU postcodes of the right shape pass", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{4}$/), (us, au) => {
        expect(validatePostcode(us, { fieldName: "Zip", country: "us" })).toBeUndefined();
        expect(validatePostcode(au, { fieldName: "Postcode", country: "au" })).toBeUndefined();
      }),
    );
  });

  it("an amount with the currency's digits at or above the minimum passes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 9_999_999 }), (minor) => {
        const eur = CURRENCIES.EUR;
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
        expect(
          validateDonationAmount(text, { fieldName: "Amount", currency: eur, minAmount: 500 }),
        ).toBeUndefined();
      }),
    );
  });
});
