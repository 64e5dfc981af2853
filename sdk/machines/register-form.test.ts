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

describe("when the fan types a mobile number", () => {
  it("keeps it as typed, country and number, for the field to show again (values hold the composed one)", () => {
    const phone = { country: "nz", number: "021 123 4567" };
    const next = transition(machine, initialRegisterForm(false, { firstName: "Ada" }), {
      type: "PHONE_TYPED",
      phone,
    });
    expect(next.context.typedPhone).toEqual(phone);
    expect(next.context.values).toEqual({ firstName: "Ada" });
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
      key: "song",
      answer: answer("A"),
    });
    const second = transition(machine, first, {
      type: "CUSTOM_FIELD_CHANGED",
      key: "song",
      answer: answer("B"),
    });
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

describe("when a field loses focus", () => {
  it("asks for that field's check on the values as they stand", () => {
    const form = initialRegisterForm(false, { firstName: "Ada" });
    const next = transition(machine, form, { type: "FIELD_BLURRED", key: "firstName" });
    expect(next.effects).toEqual([{ type: "checkField", key: "firstName", values: { firstName: "Ada" } }]);
  });

  it("shows what the check found, and clears it once valid, keeping the values", () => {
    const form = initialRegisterForm(false, { firstName: "" });
    const error = { code: "required" as const, values: { fieldName: "First Name" } };
    const shown = transition(machine, form, { type: "FIELD_CHECKED", key: "firstName", error });
    expect(shown.context.errors).toEqual({ firstName: error });
    expect(shown.context.values).toEqual({ firstName: "" });
    const cleared = transition(machine, shown, { type: "FIELD_CHECKED", key: "firstName" });
    expect(cleared.context.errors).toEqual({});
  });

  it("hands the email check's address to registration", () => {
    const form = initialRegisterForm(false, { emailAddress: "ada@example.com" });
    expect(transition(machine, form, { type: "EMAIL_CHECK_BLURRED" }).effects).toEqual([
      { type: "checkEmail", emailAddress: "ada@example.com" },
    ]);
  });
});

describe("when a field showing a message changes", () => {
  const error = { code: "required" as const, values: { fieldName: "First Name" } };
  const showing = transition(machine, initialRegisterForm(false), {
    type: "FIELD_CHECKED",
    key: "firstName",
    error,
  });

  it("checks it again on the new value, so the message follows the value", () => {
    const next = transition(machine, showing, { type: "INPUT_CHANGED", key: "firstName", value: "Ada" });
    expect(next.context.values).toEqual({ firstName: "Ada" });
    expect(next.effects).toEqual([{ type: "checkField", key: "firstName", values: { firstName: "Ada" } }]);
  });

  it("does not check a field showing nothing", () => {
    const next = transition(machine, showing, { type: "INPUT_CHANGED", key: "lastName", value: "L" });
    expect(next.effects).toEqual([]);
  });

  it("checks an agreement showing a message when it is ticked", () => {
    const agreement = transition(machine, initialRegisterForm(false), {
      type: "FIELD_CHECKED",
      key: "arPolicy",
      error: { code: "required" },
    });
    const next = transition(machine, agreement, {
      type: "AGREEMENT_CHANGED",
      key: "arPolicy",
      checked: true,
    });
    expect(next.context.values.arPolicy).toBe(true);
    expect(next.effects).toEqual([{ type: "checkField", key: "arPolicy", values: { arPolicy: true } }]);
  });
});

describe("when a field showing a message gets a value without losing focus (issue 20)", () => {
  const showing = (key: string) =>
    transition(machine, initialRegisterForm(false), {
      type: "FIELD_CHECKED",
      key,
      error: { code: "required" },
    });

  it("checks a custom dropdown again as soon as an option is chosen", () => {
    const answer = { oid: "cf_city", key: "city_you_d_attend", name: "City", value: { value: "Perth" } };
    const next = transition(machine, showing("cityYoudAttend"), {
      type: "CUSTOM_FIELD_CHANGED",
      key: "cityYoudAttend",
      answer,
    });
    expect(next.effects).toEqual([
      { type: "checkField", key: "cityYoudAttend", values: { customFields: [answer] } },
    ]);
  });

  it("checks the preferences again as soon as one is ticked", () => {
    const subscriptionPreferences = { email: false, sms: false, messenger: true };
    const next = transition(machine, showing("subscriptionPreferences"), {
      type: "FIELD_CHANGED",
      key: "subscriptionPreferences",
      value: subscriptionPreferences,
    });
    expect(next.effects).toEqual([
      { type: "checkField", key: "subscriptionPreferences", values: { subscriptionPreferences } },
    ]);
  });

  it("checks the preferences again when the messenger opt-in is confirmed (the rule reads it)", () => {
    const next = transition(machine, showing("subscriptionPreferences"), {
      type: "RULE_CHANGED",
      key: "subscriptionPreferences",
    });
    expect(next.effects).toEqual([{ type: "checkField", key: "subscriptionPreferences", values: {} }]);
  });

  it("checks nothing for a field showing no message", () => {
    const form = initialRegisterForm(false);
    expect(
      transition(machine, form, { type: "RULE_CHANGED", key: "subscriptionPreferences" }).effects,
    ).toEqual([]);
    const answer = { oid: "cf_city", key: "city", name: "City", value: { value: "Perth" } };
    expect(transition(machine, form, { type: "CUSTOM_FIELD_CHANGED", key: "city", answer }).effects).toEqual(
      [],
    );
  });
});

describe("when the fan picks a gender", () => {
  const pick = (value: string) =>
    transition(machine, initialRegisterForm(false), { type: "INPUT_CHANGED", key: "gender", value }).context
      .values.gender;

  it("keeps 'prefer not to say' as null and no choice as none", () => {
    expect(pick("prefer-not-to-say")).toBeNull();
    expect(pick("")).toBeUndefined();
    expect(pick("female")).toBe("female");
  });
});

describe("when the form is sent", () => {
  const values = { firstName: "Ada", emailAddress: "ada@example.com" };
  const form = initialRegisterForm(false, values);

  it("asks for the whole form's check", () => {
    expect(transition(machine, form, { type: "SUBMITTED" }).effects).toEqual([{ type: "checkForm", values }]);
  });

  it("shows every error and keeps the values, submitting nothing", () => {
    const errors = { lastName: { code: "required" as const } };
    const next = transition(machine, form, { type: "FORM_CHECKED", values, errors });
    expect(next.context.errors).toEqual(errors);
    expect(next.context.values).toEqual(values);
    expect(next.effects).toEqual([]);
  });

  it("counts each refused submit (the view focuses the first invalid field on each), not a sent one", () => {
    const errors = { lastName: { code: "required" as const } };
    const once = transition(machine, form, { type: "FORM_CHECKED", values, errors });
    const twice = transition(machine, once, { type: "FORM_CHECKED", values, errors });
    expect([once.context.failedSubmits, twice.context.failedSubmits]).toEqual([1, 2]);
    expect(
      transition(machine, twice, { type: "FORM_CHECKED", values, errors: {} }).context.failedSubmits,
    ).toBe(2);
  });

  it("submits the checked values once nothing is wrong, clearing old messages", () => {
    const shown = transition(machine, form, {
      type: "FIELD_CHECKED",
      key: "lastName",
      error: { code: "required" },
    });
    const next = transition(machine, shown, { type: "FORM_CHECKED", values, errors: {} });
    expect(next.context.errors).toEqual({});
    expect(next.effects).toEqual([{ type: "submit", values }]);
  });
});

describe("when a profile learnt before registering prefills the form", () => {
  it("fills only the fields still empty", () => {
    const form = initialRegisterForm(false, { firstName: "Ada", lastName: "" });
    const next = transition(machine, form, {
      type: "PROFILE_PREFILL",
      values: { firstName: "Grace", lastName: "Hopper", dob: "09/12/1906" },
    });
    expect(next.context.values).toEqual({ firstName: "Ada", lastName: "Hopper", dob: "09/12/1906" });
  });
});
