import { describe, expect, it } from "vitest";
import { transition } from "./machine.js";
import { initialRegisterForm, registerFormMachine as machine } from "./register-form.js";

describe("when the fan changes the country", () => {
  it("resets the state to empty", () => {
    const form = initialRegisterForm(true, { country: "au", state: "VIC", firstName: "Ada" });
    const next = transition(machine, form, { type: "FIELD_CHANGED", key: "country", value: "us" });
    expect(next.context.values).toEqual({ country: "us", state: "", firstName: "Ada" });
  });

  it("keeps the state when the same country is picked again", () => {
    const form = initialRegisterForm(true, { country: "au", state: "VIC" });
    expect(
      transition(machine, form, { type: "FIELD_CHANGED", key: "country", value: "au" }).context.values.state,
    ).toBe("VIC");
  });
});

describe("when the mobile field's country changes", () => {
  it("fills a country field that is still empty with the phone's ISO code", () => {
    const form = initialRegisterForm(true, { state: "Somewhere" });
    const next = transition(machine, form, { type: "PHONE_COUNTRY_CHANGED", country: "NZ" });
    expect(next.context.values).toEqual({ country: "nz", state: "" });
  });

  it("leaves a chosen country alone", () => {
    const form = initialRegisterForm(true, { country: "au" });
    expect(transition(machine, form, { type: "PHONE_COUNTRY_CHANGED", country: "nz" }).changed).toBe(false);
  });

  it("does nothing when the form has no country field", () => {
    expect(
      transition(machine, initialRegisterForm(false), { type: "PHONE_COUNTRY_CHANGED", country: "nz" })
        .changed,
    ).toBe(false);
  });
});

describe("when the fan types in a field", () => {
  it("keeps the value", () => {
    const next = transition(machine, initialRegisterForm(false), {
      type: "FIELD_CHANGED",
      key: "firstName",
      value: "Ada",
    });
    expect(next.context.values).toEqual({ firstName: "Ada" });
  });

  it("keeps one answer per custom field", () => {
    const answer = (value: string) => ({ oid: "cf_1", key: "song", name: "Song", value });
    const first = transition(machine, initialRegisterForm(false), {
      type: "CUSTOM_FIELD_CHANGED",
      answer: answer("A"),
    });
    const second = transition(machine, first, { type: "CUSTOM_FIELD_CHANGED", answer: answer("B") });
    expect(second.context.values.customFields).toEqual([answer("B")]);
  });
});

describe("when registration prefills the form", () => {
  it("copies the checked email into the values", () => {
    const form = initialRegisterForm(false, { firstName: "Ada" });
    const next = transition(machine, form, { type: "PREFILL", values: { emailAddress: "ada@example.com" } });
    expect(next.context.values).toEqual({ firstName: "Ada", emailAddress: "ada@example.com" });
  });
});
