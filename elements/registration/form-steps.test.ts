import { describe, expect, it } from "vitest";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { alternativeFormPlan, readyToRegister, registersFan } from "./form-steps.js";

const field = (key: string, optional = false, enabled = true) => ({
  key,
  name: `Campaign ${key}`,
  optional,
  enabled,
});
const campaign = (
  fields: ReturnType<typeof field>[],
  providers: ("email" | "mobile")[] = ["email"],
  customFields: ReturnType<typeof field>[] = [],
) => ({ registrations: { providers, fields, customFields } }) as unknown as Pick<Campaign, "registrations">;
const keys = (list: readonly { key: string }[]) => list.map((f) => f.key);
const required = (list: readonly { key: string; optional: boolean }[]) =>
  list.filter((f) => !f.optional).map((f) => f.key);
const nameOf = (key: string) => `Default ${key}`;

// p/demo-presale's fields: names and postcode required, mobile optional, city off.
const presale = campaign([
  field("emailAddress"),
  field("firstName"),
  field("lastName"),
  field("mobileNumber", true),
  field("postcode"),
  field("city", false, false),
]);

describe("given the exit type on an email campaign", () => {
  const plan = alternativeFormPlan(presale, "exit", nameOf);

  it("step 1 is the email only; the spec's profile and bonus steps follow", () => {
    expect(keys(plan.steps["sign-up"])).toEqual(["emailAddress"]);
    expect(required(plan.steps["sign-up"])).toEqual(["emailAddress"]);
    expect(keys(plan.steps.profile)).toEqual(["firstName", "lastName", "mobileNumber"]);
    expect(keys(plan.steps.bonus)).toEqual(["country", "state", "postcode", "dob", "gender"]);
  });

  it("the fields the campaign requires of a fan are required on their step; the rest stay optional", () => {
    expect(plan.registers).toBe(true);
    expect(plan.required).toEqual(["firstName", "lastName", "postcode"]);
    expect(required(plan.steps.profile)).toEqual(["firstName", "lastName"]);
    expect(required(plan.steps.bonus)).toEqual(["postcode"]);
  });

  it("registers once the answers hold every required field", () => {
    const values = { emailAddress: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };
    expect(readyToRegister(plan, { emailAddress: "ada@example.com" })).toBe(false);
    expect(readyToRegister(plan, values)).toBe(false);
    expect(readyToRegister(plan, { ...values, postcode: " " })).toBe(false);
    expect(readyToRegister(plan, { ...values, postcode: "3000" })).toBe(true);
  });

  it("required city and street address, which the spec's steps do not name, are asked on the bonus step", () => {
    const withAddress = campaign([field("emailAddress"), field("city"), field("streetAddress")]);
    const steps = alternativeFormPlan(withAddress, "exit", nameOf).steps;
    expect(keys(steps.bonus)).toEqual([
      "country",
      "state",
      "postcode",
      "dob",
      "gender",
      "city",
      "streetAddress",
    ]);
    expect(required(steps.bonus)).toEqual(["city", "streetAddress"]);
  });
});

describe("given a form that registers nobody", () => {
  it("ended: the record only; every later field optional", () => {
    const plan = alternativeFormPlan(presale, "ended", nameOf);
    expect(plan.registers).toBe(false);
    expect(keys(plan.steps["sign-up"])).toEqual(["emailAddress"]);
    expect(required([...plan.steps.profile, ...plan.steps.bonus])).toEqual([]);
    expect(
      readyToRegister(plan, { emailAddress: "a@example.com", firstName: "A", lastName: "B", postcode: "1" }),
    ).toBe(false);
  });

  it("a mobile-only campaign, a required custom field or a required account number: no fan from this form", () => {
    expect(registersFan(campaign([field("mobileNumber")], ["mobile"]), "exit")).toBe(false);
    expect(registersFan(campaign([field("firstName")], ["email"], [field("favouriteSong")]), "exit")).toBe(
      false,
    );
    expect(registersFan(campaign([field("optusAccountNumber")]), "exit")).toBe(false);
    expect(registersFan(campaign([field("optusAccountNumber", true)]), "exit")).toBe(true);
    expect(registersFan(campaign([field("firstName")], []), "exit")).toBe(true);
  });
});

describe("names", () => {
  it("the campaign's name when it has the field, else the default", () => {
    const steps = alternativeFormPlan(presale, "ended", nameOf).steps;
    expect(steps.profile.map((f) => f.name)).toEqual([
      "Campaign firstName",
      "Campaign lastName",
      "Campaign mobileNumber",
    ]);
    expect(steps.bonus[0]?.name).toBe("Default country");
  });
});
