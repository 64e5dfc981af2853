// Property-based checks (issue 9): the register form's validators take any values without throwing and
// answer errors only under known keys with catalogue codes; a form filled with valid values of every
// predefined field and every custom field type has no errors, also after the values round-trip through
// the form-values schema (what storage and the API carry) and JSON.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CampaignRegistrationsSchema } from "../api/schemas/campaign-registrations.js";
import { type CustomFieldValue, RegisterFormValuesSchema } from "../api/schemas/form-values.js";
import { PREDEFINED_FIELD_KEYS } from "../api/schemas/registration-field.js";
import { enUs } from "../i18n/locales/en-us.js";
import { dobBounds, formatDateInput } from "./date-of-birth.js";
import { customAnswerOf, validatePredefinedField, validateRegisterForm } from "./register-form.js";
import { AU_STATES, US_STATES } from "./state-names.js";

const NOW = new Date("2026-11-22T12:00:00Z");
const codes = new Set(Object.keys(enUs.validation));

const OPTIONS = [{ name: "Sydney" }, { name: "Melbourne" }, { name: "Perth & co <b>" }];
/** Every predefined field (optusAccountNumber included) and one custom field of every type. */
const registrations = CampaignRegistrationsSchema.parse({
  fields: PREDEFINED_FIELD_KEYS.map((key) => ({ key, name: `The ${key}` })),
  customFields: [
    { oid: "cf_text", key: "song", name: "Favourite song", type: { key: "text" } },
    { oid: "cf_number", key: "shows", name: "Shows seen", type: "number" },
    { oid: "cf_date", key: "first_show", name: "First show", type: { key: "date" } },
    { oid: "cf_single", key: "city", name: "City", type: { key: "dropdown-single" }, options: OPTIONS },
    { oid: "cf_multi", key: "cities", name: "Cities", type: { key: "dropdown-multi" }, options: OPTIONS },
  ],
});
const context = {
  agreements: { productPolicy: true, companyPolicy: true },
  subscriptionPreferences: { enabled: true, messengerConfirmed: false },
  now: NOW,
};
const KEYS = new Set([
  ...registrations.fields.map((f) => f.key),
  ...registrations.customFields.map((f) => f.key),
  "arPolicy",
  "companyPolicy",
  "subscriptionPreferences",
]);

const visibleText = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
  .filter((text) => text.trim() !== "");
const option = fc.constantFrom(...OPTIONS.map((o) => o.name));
const { oldest, latest } = dobBounds(NOW);
const day = fc.date({ min: oldest, max: latest, noInvalidDate: true });

/** A valid answer for each custom field type, in each shape the API accepts for it. */
const customAnswers = fc.record({
  song: visibleText,
  shows: fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    // -0 is the number 0 a fan can type; JSON (the wire) writes it as 0, so generate it as 0.
    fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
    fc.integer({ min: 0, max: 99_999 }).map(String),
  ),
  first_show: day.map(formatDateInput),
  city: fc.oneof(
    option,
    option.map((value) => ({ value })),
  ),
  cities: fc
    .uniqueArray(option, { minLength: 1, maxLength: 3 })
    .map((names) => names.map((value) => ({ value }))),
});

const validForm = fc
  .record({
    country: fc.constantFrom("au", "us", "fr"),
    firstName: visibleText,
    lastName: visibleText,
    city: visibleText,
    streetAddress: visibleText,
    optusAccountNumber: visibleText,
    dob: day.map(formatDateInput),
    gender: fc.constantFrom("female", "male", "other", null),
    local: fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/),
    subscription: fc
      .record({ email: fc.boolean(), sms: fc.boolean() })
      .filter((p) => p.email || p.sms)
      .map((p) => ({ ...p, messenger: false })),
    custom: customAnswers,
    stateIndex: fc.nat(),
  })
  .map(({ country, local, subscription, custom, stateIndex, ...rest }) => {
    const states = country === "au" ? AU_STATES : country === "us" ? US_STATES : [{ code: "Île-de-France" }];
    return {
      ...rest,
      country,
      emailAddress: `${local}@example.com`,
      mobileNumber: "+61412345678",
      postcode: country === "au" ? "3000" : country === "us" ? "10001" : "75001",
      state: states[stateIndex % states.length]!.code,
      arPolicy: true,
      companyPolicy: true,
      subscriptionPreferences: subscription,
      customFields: registrations.customFields.map((field) => ({
        oid: field.oid!,
        key: field.key,
        name: field.name,
        value: custom[field.key as keyof typeof custom] as CustomFieldValue,
      })),
    };
  });

describe("the register form's validators on any values", () => {
  it("never throw, and answer known keys with catalogue codes", async () => {
    const anyValues = fc.oneof(
      fc.anything(),
      fc.record(
        Object.fromEntries([...KEYS].map((key) => [key, fc.anything()])) as Record<
          string,
          fc.Arbitrary<unknown>
        >,
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(anyValues, async (values) => {
        // biome-ignore lint/suspicious/noExplicitAny: arbitrary values are the point of this test
        const loose = (values ?? {}) as any;
        const errors = await validateRegisterForm(registrations, loose, context);
        for (const [key, error] of Object.entries(errors)) {
          expect(KEYS.has(key)).toBe(true);
          expect(codes.has(error.code)).toBe(true);
        }
        for (const field of registrations.fields) {
          const error = await validatePredefinedField(field, loose, NOW);
          expect(error === undefined || codes.has(error.code)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("a form of valid values", () => {
  it("has no errors, before and after a round trip through the form-values schema and JSON", async () => {
    await fc.assert(
      fc.asyncProperty(validForm, async (values) => {
        expect(await validateRegisterForm(registrations, values, context)).toEqual({});
        // The account number is no form value (core-journey §3): the packet carries it beside them.
        const { optusAccountNumber, ...formValues } = values;
        const carried = RegisterFormValuesSchema.parse(JSON.parse(JSON.stringify(values)));
        expect(carried).toEqual(formValues);
        const again = { ...carried, optusAccountNumber } as typeof carried;
        expect(await validateRegisterForm(registrations, again, context)).toEqual({});
      }),
      { numRuns: 40 },
    );
  });

  it("finds each custom answer by oid, by key, and by the key its name derives", () => {
    fc.assert(
      fc.property(validForm, ({ customFields }) => {
        for (const field of registrations.customFields) {
          const answer = customFields.find((a) => a.oid === field.oid)!;
          expect(customAnswerOf(field, customFields)).toEqual(answer.value);
          expect(customAnswerOf({ ...field, oid: undefined }, [{ ...answer, oid: "cf_other" }])).toEqual(
            answer.value,
          );
        }
      }),
      { numRuns: 30 },
    );
  });

  it("gets an error under its key, and only there, when one required field is emptied", async () => {
    const required = [
      ...registrations.fields.map((f) => f.key),
      ...registrations.customFields.map((f) => f.key),
    ];
    await fc.assert(
      fc.asyncProperty(validForm, fc.constantFrom(...required), async (values, key) => {
        const emptied = {
          ...values,
          ...(key in values ? { [key]: key === "gender" ? undefined : "  " } : {}),
          customFields: values.customFields.map((a) => (a.key === key ? { ...a, value: null } : a)),
        };
        const errors = await validateRegisterForm(registrations, emptied, context);
        expect(Object.keys(errors)).toEqual([key]);
      }),
      { numRuns: 40 },
    );
  });
});
