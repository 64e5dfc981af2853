import { describe, expect, it } from "vitest";
import { recordFields } from "./alternative-form-calls.js";

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
