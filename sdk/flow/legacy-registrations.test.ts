import { describe, expect, it } from "vitest";
import { convertLegacyRegistrations } from "./legacy-registrations.js";

describe("given legacy flag maps", () => {
  const converted = convertLegacyRegistrations({
    fields: { emailAddress: true, firstName: true, mobileNumber: true, dob: false, messenger: true },
    requiredFields: { emailAddress: true, firstName: true, mobileNumber: false },
    providers: { email: true, spotify: true, facebook: false },
  });

  it("turns enabled flags into predefined fields in display order", () => {
    expect(converted.fields.map((f) => [f.key, f.name, f.enabled, f.optional])).toEqual([
      ["emailAddress", "Email Address", true, false],
      ["firstName", "First Name", true, false],
      ["mobileNumber", "Mobile Number", true, true],
      ["dob", "Date of Birth", false, true],
    ]);
    expect(converted.fields.every((f) => f.predefined)).toBe(true);
  });

  it("turns provider flags into the providers list", () => {
    expect(converted.providers).toEqual(["email", "spotify"]);
  });
});

describe("given keyed field objects and a facebook flag", () => {
  it("keeps each field's own settings and adds facebook", () => {
    const converted = convertLegacyRegistrations({
      fields: {
        lastName: { name: "Surname", key: "lastName", optional: true, enabled: true },
        emailAddress: { name: "Email", key: "emailAddress", isMandatory: true },
      },
      requiredFields: ["emailAddress", "lastName"],
      providers: { email: true },
      facebook: true,
    });
    expect(converted.fields.map((f) => [f.key, f.name, f.optional, f.isMandatory])).toEqual([
      ["emailAddress", "Email", false, true],
      ["lastName", "Surname", true, undefined],
    ]);
    expect(converted.providers).toEqual(["email", "facebook"]);
  });
});

describe("given legacy custom fields", () => {
  it("derives the key from the name and reads the option tag", () => {
    const converted = convertLegacyRegistrations({
      fields: [],
      customFields: [
        {
          name: "Favourite City",
          type: { key: "dropdown-single" },
          options: [{ name: "Perth", tag: "tag_1" }],
        },
      ],
    });
    expect(converted.customFields).toEqual([
      {
        key: "favourite_city",
        name: "Favourite City",
        optional: false,
        enabled: true,
        type: { key: "dropdown-single" },
        options: [{ name: "Perth", tagOid: "tag_1" }],
      },
    ]);
  });
});

describe("given current registrations", () => {
  it("keeps them as they are", () => {
    const current = {
      fields: [{ key: "emailAddress", name: "Email Address", optional: false, enabled: true }],
      customFields: [],
      providers: ["mobile"],
    };
    expect(convertLegacyRegistrations(current)).toEqual(current);
  });

  it("keeps the setting that excludes disposable addresses, and reads a malformed one as off", () => {
    const fields = [{ key: "emailAddress", name: "Email Address", optional: false, enabled: true }];
    const current = { fields, customFields: [], providers: ["email"], excludeDisposableEmails: true };
    expect(convertLegacyRegistrations(current)).toEqual(current);
    expect(
      convertLegacyRegistrations({ ...current, excludeDisposableEmails: "yes" }).excludeDisposableEmails,
    ).toBeUndefined();
  });

  it("applies a legacy required list to fields that do not say", () => {
    const converted = convertLegacyRegistrations({
      fields: [
        { key: "city", name: "City" },
        { key: "state", name: "State", optional: false },
      ],
      requiredFields: ["state"],
    });
    expect(converted.fields.map((f) => [f.key, f.optional])).toEqual([
      ["city", true],
      ["state", false],
    ]);
  });
});

describe("given something that is not registrations", () => {
  it("answers empty registrations", () => {
    expect(convertLegacyRegistrations("nonsense")).toEqual({ fields: [], customFields: [], providers: [] });
    expect(convertLegacyRegistrations({ fields: [42, { key: "" }], providers: ["carrier-pigeon"] })).toEqual({
      fields: [],
      customFields: [],
      providers: [],
    });
  });
});
