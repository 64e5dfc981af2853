import { describe, expect, it } from "vitest";
import { recordFields, registersFan } from "./alternative-form-calls.js";

describe("recordFields", () => {
  it("drops empty values and keeps the record's fields only, normalised", () => {
    expect(
      recordFields({
        emailAddress: " Ada@Example.com ",
        firstName: "  ",
        lastName: "Lovelace ",
        mobileNumber: "",
        country: "AU",
        state: undefined,
        postcode: "3000",
        dob: "",
        gender: null,
        city: "Melbourne",
      }),
    ).toEqual({ emailAddress: "ada@example.com", lastName: "Lovelace", country: "au", postcode: "3000" });
  });
});

describe("registersFan", () => {
  const campaign = (providers: ("email" | "mobile")[]) =>
    ({ registrations: { providers, fields: [], customFields: [] } }) as never;
  it("exit on an email campaign registers the fan; ended and mobile-only campaigns do not", () => {
    expect(registersFan(campaign(["email"]), "exit")).toBe(true);
    expect(registersFan(campaign([]), "exit")).toBe(true);
    expect(registersFan(campaign(["email"]), "ended")).toBe(false);
    expect(registersFan(campaign(["mobile"]), "exit")).toBe(false);
  });
});
