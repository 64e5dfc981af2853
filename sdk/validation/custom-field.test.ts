import { describe, expect, it } from "vitest";
import type { RegistrationField } from "../api/schemas/registration-field.js";
import { validateCustomField } from "./custom-field.js";

const field = (type: string, extra: Partial<RegistrationField> = {}) => ({
  name: "My field",
  optional: false,
  type: { key: type } as RegistrationField["type"],
  ...extra,
});
const cities = [{ name: "Sydney" }, { name: "Melbourne", tagOid: "tag_mel" }];
const required = { code: "required", values: { fieldName: "My field" } };
const invalid = { code: "invalid", values: { fieldName: "My field" } };

describe("given a text custom field", () => {
  it("requires text unless optional", () => {
    expect(validateCustomField(field("text"), "")).toEqual(required);
    expect(validateCustomField(field("text"), null)).toEqual(required);
    expect(validateCustomField(field("text", { optional: true }), "")).toBeUndefined();
    expect(validateCustomField(field("text"), "Aurora")).toBeUndefined();
  });

  it("treats a plain string type the same way", () => {
    expect(validateCustomField({ name: "My field", optional: false, type: "text" }, "")).toEqual(required);
  });
});

describe("given a number custom field", () => {
  it("accepts numbers, typed or numeric", () => {
    expect(validateCustomField(field("number"), 2)).toBeUndefined();
    expect(validateCustomField(field("number"), "2")).toBeUndefined();
  });
  it("shows invalid for anything else and required when empty", () => {
    expect(validateCustomField(field("number"), "two")).toEqual(invalid);
    expect(validateCustomField(field("number"), Number.NaN)).toEqual(invalid);
    expect(validateCustomField(field("number"), undefined)).toEqual(required);
  });
});

describe("given a date custom field", () => {
  it("needs strict dd/MM/yyyy", () => {
    expect(validateCustomField(field("date"), "01/02/2020")).toBeUndefined();
    expect(validateCustomField(field("date"), "2020-02-01")).toEqual({ code: "dateFormat" });
    expect(validateCustomField(field("date"), "")).toEqual({ code: "fieldRequired" });
    expect(validateCustomField(field("date", { optional: true }), "")).toBeUndefined();
  });
});

describe("given a single-choice dropdown", () => {
  const single = field("dropdown-single", { options: cities });
  it("is an error with no selection", () => {
    expect(validateCustomField(single, null)).toEqual(required);
    expect(validateCustomField(single, { value: "" })).toEqual(required);
  });
  it("accepts one of its options", () => {
    expect(validateCustomField(single, { value: "Melbourne", tagOid: "tag_mel" })).toBeUndefined();
  });
  it("rejects an unknown option or several", () => {
    expect(validateCustomField(single, { value: "Perth" })).toEqual(invalid);
    expect(validateCustomField(single, [{ value: "Sydney" }, { value: "Melbourne" }])).toEqual(invalid);
  });
});

describe("given a multi-choice dropdown", () => {
  const multi = field("dropdown-multi", { options: cities });
  it("is an error with no selection unless optional", () => {
    expect(validateCustomField(multi, [])).toEqual(required);
    expect(validateCustomField({ ...multi, optional: true }, [])).toBeUndefined();
  });
  it("accepts any of its options", () => {
    expect(validateCustomField(multi, [{ value: "Sydney" }, { value: "Melbourne" }])).toBeUndefined();
    expect(validateCustomField(multi, [{ value: "Sydney" }, { value: "Hobart" }])).toEqual(invalid);
  });
});
