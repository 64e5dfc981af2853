import { describe, expect, it } from "vitest";
import { CampaignRegistrationsSchema } from "../api/schemas/campaign-registrations.js";
import {
  customAnswerOf,
  validatePredefinedField,
  validateRegisterField,
  validateRegisterForm,
} from "./register-form.js";

const now = new Date(2025, 5, 15);
const registrations = CampaignRegistrationsSchema.parse({
  providers: ["mobile"],
  fields: [
    { key: "mobileNumber", name: "Mobile Number" },
    { key: "firstName", name: "First Name" },
    { key: "lastName", name: "Last Name", optional: true },
    { key: "dob", name: "Date of Birth" },
    { key: "country", name: "Country" },
    { key: "state", name: "State" },
    { key: "postcode", name: "Postcode" },
    { key: "city", name: "City", enabled: false },
  ],
  customFields: [
    { oid: "cf_song", key: "favourite_song", name: "Favourite song", type: { key: "text" } },
    {
      oid: "cf_city",
      key: "city_to_attend",
      name: "City you'd attend",
      type: { key: "dropdown-single" },
      options: [{ name: "Sydney" }, { name: "Melbourne" }],
    },
    {
      oid: "cf_extra",
      key: "extras",
      name: "Extras",
      type: { key: "dropdown-multi" },
      optional: true,
      options: [{ name: "Merch" }],
    },
  ],
});
const context = {
  agreements: { productPolicy: true, companyPolicy: true },
  subscriptionPreferences: { enabled: false, messengerConfirmed: false },
  now,
};
const validValues = {
  mobileNumber: "+61412345678",
  firstName: "Ada",
  dob: "10/12/1990",
  country: "au",
  state: "VIC",
  postcode: "3000",
  arPolicy: true,
  companyPolicy: true,
  customFields: [
    { oid: "cf_song", key: "favourite_song", name: "Favourite song", value: "Aurora" },
    { oid: "cf_city", key: "city_to_attend", name: "City you'd attend", value: { value: "Melbourne" } },
  ],
};

describe("given a complete waitlist form", () => {
  it("has no errors", async () => {
    expect(await validateRegisterForm(registrations, validValues, context)).toEqual({});
  });
});

describe("given an empty waitlist form", () => {
  it("shows an error per required field, custom field and agreement, keyed by field", async () => {
    const errors = await validateRegisterForm(registrations, {}, context);
    expect(errors).toEqual({
      mobileNumber: { code: "required", values: { fieldName: "Mobile Number" } },
      firstName: { code: "required", values: { fieldName: "First Name" } },
      dob: { code: "fieldRequired" },
      country: { code: "required", values: { fieldName: "Country" } },
      state: { code: "required", values: { fieldName: "State" } },
      postcode: { code: "required", values: { fieldName: "Postcode" } },
      favourite_song: { code: "required", values: { fieldName: "Favourite song" } },
      city_to_attend: { code: "required", values: { fieldName: "City you'd attend" } },
      arPolicy: { code: "fieldRequired" },
      companyPolicy: { code: "fieldRequired" },
    });
  });
});

describe("given values that break the per-country rules", () => {
  it("checks postcode and state against the chosen country", async () => {
    const errors = await validateRegisterForm(
      registrations,
      { ...validValues, state: "CA", postcode: "90210" },
      context,
    );
    expect(Object.keys(errors)).toEqual(["state", "postcode"]);
  });

  it("checks the mobile number and date of birth", async () => {
    const errors = await validateRegisterForm(
      registrations,
      { ...validValues, mobileNumber: "+61 412", dob: "10/12/2024" },
      context,
    );
    expect(errors.mobileNumber?.code).toBe("notValid");
    expect(errors.dob).toEqual({ code: "dobAfter", values: { date: "14/06/2024" } });
  });
});

describe("given subscription preferences are enabled", () => {
  it("shows the preference error under subscriptionPreferences", async () => {
    const errors = await validateRegisterForm(registrations, validValues, {
      ...context,
      subscriptionPreferences: { enabled: true, messengerConfirmed: false },
    });
    expect(errors).toEqual({ subscriptionPreferences: { code: "preferenceRequired" } });
  });
});

describe("one field on blur", () => {
  it("validates the email with its rules", async () => {
    const field = { key: "emailAddress", name: "Email Address", optional: false };
    expect((await validatePredefinedField(field, { emailAddress: "ada+x@example.com" }))?.code).toBe(
      "invalid",
    );
    expect(await validatePredefinedField(field, { emailAddress: "ada@example.com" })).toBeUndefined();
  });

  it("reads a national mobile number in the form's country", async () => {
    const field = { key: "mobileNumber", name: "Mobile Number", optional: false };
    expect(
      await validatePredefinedField(field, { mobileNumber: "0412 345 678", country: "au" }),
    ).toBeUndefined();
  });
});

describe("finding a custom answer", () => {
  const field = { oid: "cf_x", key: "fav", name: "Fav Song" };
  it("matches by oid, then key, then the key derived from the name", () => {
    expect(customAnswerOf(field, [{ oid: "cf_x", key: "other", name: "x", value: "a" }])).toBe("a");
    expect(customAnswerOf(field, [{ oid: "o", key: "fav", name: "x", value: "b" }])).toBe("b");
    expect(customAnswerOf(field, [{ oid: "o", key: "fav_song", name: "x", value: "c" }])).toBe("c");
    expect(customAnswerOf(field, [])).toBeUndefined();
  });
});

describe("given values of the wrong type (a stale or hostile prefill)", () => {
  it("answers them as invalid instead of throwing", async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the values a typed form could never hold
    const values: any = { ...validValues, country: [], postcode: 3000, customFields: [null, "x"] };
    const errors = await validateRegisterForm(registrations, values, context);
    expect(errors.country).toEqual({ code: "invalid", values: { fieldName: "Country" } });
    expect(errors.postcode).toEqual({ code: "invalid", values: { fieldName: "Postcode" } });
    expect(errors.favourite_song?.code).toBe("required");
    // biome-ignore lint/suspicious/noExplicitAny: as above
    expect(await validateRegisterForm(registrations, null as any, context)).toHaveProperty("firstName");
  });
});

describe("validateRegisterField (one field, on blur)", () => {
  it("checks a predefined field by its key", async () => {
    expect(await validateRegisterField(registrations, "firstName", {})).toMatchObject({ code: "required" });
    expect(await validateRegisterField(registrations, "firstName", { firstName: "Ada" })).toBeUndefined();
  });

  it("checks a custom field by its key, on its answer", async () => {
    const song = { oid: "cf_song", key: "favourite_song", name: "Favourite song", value: "Yes" };
    expect(await validateRegisterField(registrations, "favourite_song", {})).toBeDefined();
    expect(
      await validateRegisterField(registrations, "favourite_song", { customFields: [song] }),
    ).toBeUndefined();
  });

  it("answers nothing for a key that is no field when it is not given the form's context", async () => {
    expect(await validateRegisterField(registrations, "arPolicy", {})).toBeUndefined();
  });

  it("checks an agreement with the form's context: unticking it again keeps its message", async () => {
    expect(await validateRegisterField(registrations, "arPolicy", { arPolicy: false }, context)).toEqual({
      code: "fieldRequired",
    });
    expect(
      await validateRegisterField(registrations, "arPolicy", { arPolicy: true }, context),
    ).toBeUndefined();
  });

  it("checks the preferences with the form's context, the messenger confirmation included", async () => {
    const rules = (messengerConfirmed: boolean) => ({
      ...context,
      subscriptionPreferences: { enabled: true, messengerConfirmed },
    });
    const messenger = { subscriptionPreferences: { email: false, sms: false, messenger: true } };
    expect(await validateRegisterField(registrations, "subscriptionPreferences", {}, rules(false))).toEqual({
      code: "preferenceRequired",
    });
    expect(
      await validateRegisterField(registrations, "subscriptionPreferences", messenger, rules(false)),
    ).toEqual({ code: "messengerUnconfirmed" });
    expect(
      await validateRegisterField(registrations, "subscriptionPreferences", messenger, rules(true)),
    ).toBeUndefined();
  });
});
