import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { fail, hasErrors, messageOf } from "./validation-error.js";

describe("given a failed rule", () => {
  it("names its catalogue text under validation and keeps the values", () => {
    expect(messageOf(fail("required", { fieldName: "First Name" }))).toEqual({
      key: "validation.required",
      values: { fieldName: "First Name" },
    });
    expect(messageOf(fail("dateFormat"))).toEqual({ key: "validation.dateFormat" });
  });

  it("reads as the spec's wording once translated", async () => {
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    const { key, values } = messageOf(fail("required", { fieldName: "First Name" }));
    expect(i18n.t(key, values)).toBe("Your First Name is required");
  });
});

describe("given the errors of a form", () => {
  it("says whether any field failed", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ firstName: fail("required", { fieldName: "First Name" }) })).toBe(true);
  });
});
