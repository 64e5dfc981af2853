import { describe, expect, it } from "vitest";
import { validateRemoteSignup } from "./remote-signup.js";

const now = new Date(2025, 5, 15);
const fields = [
  { key: "emailAddress", name: "Email Address", required: true },
  { key: "firstName", name: "First Name", required: true },
  { key: "mobileNumber", name: "Mobile Number", required: false },
  { key: "dob", name: "Date of Birth", required: false },
  { key: "country", name: "Country", required: false },
  { key: "postcode", name: "Zip/Post code", required: true },
  { key: "gender", name: "Gender", required: false },
] as const;

describe("given a complete remote signup", () => {
  it("answers the form trimmed, the mobile in E.164 and the date of birth at midnight UTC", async () => {
    const result = await validateRemoteSignup(
      {
        emailAddress: " ada@example.com ",
        firstName: "  Ada ",
        mobileNumber: "0412 345 678",
        country: "AU",
        dob: "31121990",
        postcode: " 3000",
        gender: "female",
        lastName: "ignored: not configured",
      },
      [...fields],
      { now },
    );
    expect(result).toEqual({
      ok: true,
      form: {
        emailAddress: "ada@example.com",
        firstName: "Ada",
        mobileNumber: "+61412345678",
        country: "au",
        dob: "1990-12-31T00:00:00.000Z",
        postcode: "3000",
        gender: "female",
      },
    });
  });

  it("drops the optional fields left empty", async () => {
    const result = await validateRemoteSignup(
      { emailAddress: "ada@example.com", firstName: "Ada", postcode: "3000", mobileNumber: "  " },
      [...fields],
      { now },
    );
    expect(result).toEqual({
      ok: true,
      form: { emailAddress: "ada@example.com", firstName: "Ada", postcode: "3000" },
    });
  });
});

describe("given a remote signup with mistakes", () => {
  it("names each field by its display name", async () => {
    const result = await validateRemoteSignup(
      { emailAddress: "nope", mobileNumber: "+61 412", dob: "1990-12-31", gender: "robot" },
      [...fields],
      { now },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        emailAddress: { code: "wrongFormat", values: { fieldName: "Email Address" } },
        firstName: { code: "required", values: { fieldName: "First Name" } },
        mobileNumber: { code: "notValid", values: { fieldName: "Mobile Number" } },
        dob: { code: "dateFormat" },
        postcode: { code: "required", values: { fieldName: "Zip/Post code" } },
        gender: { code: "invalid", values: { fieldName: "Gender" } },
      },
    });
  });

  it("applies the date-of-birth range", async () => {
    const result = await validateRemoteSignup(
      { emailAddress: "ada@example.com", firstName: "Ada", postcode: "1", dob: "01012025" },
      [...fields],
      { now },
    );
    expect(result).toEqual({
      ok: false,
      errors: { dob: { code: "dobAfter", values: { date: "14/06/2024" } } },
    });
  });

  it("always requires the email address, even when the configuration omits it", async () => {
    const result = await validateRemoteSignup({}, [], { now });
    expect(result).toEqual({
      ok: false,
      errors: { emailAddress: { code: "required", values: { fieldName: "Email Address" } } },
    });
  });

  it("reads anything that is not an object as an empty form", async () => {
    expect((await validateRemoteSignup("hostile", [...fields], { now })).ok).toBe(false);
  });
});

describe("given a remote date of birth that is not a real day", () => {
  it("shows the between message, as the register form does", async () => {
    const result = await validateRemoteSignup(
      { emailAddress: "ada@example.com", firstName: "Ada", postcode: "1", dob: "31021990", gender: null },
      [...fields],
      { now },
    );
    expect(result).toEqual({
      ok: false,
      errors: { dob: { code: "dobRange", values: { oldest: "15/06/1915", latest: "14/06/2024" } } },
    });
  });
});
