import { describe, expect, it } from "vitest";
import { validateSubscriptionPreferences } from "./subscription-preferences.js";

const enabled = { enabled: true, messengerConfirmed: false };

describe("given subscription preferences are enabled", () => {
  it("asks for at least one of email, sms, messenger", () => {
    expect(validateSubscriptionPreferences({}, enabled)).toEqual({ code: "preferenceRequired" });
    expect(validateSubscriptionPreferences(undefined, enabled)).toEqual({ code: "preferenceRequired" });
    expect(validateSubscriptionPreferences({ sms: true }, enabled)).toBeUndefined();
  });

  it("asks to confirm messenger when it is chosen", () => {
    expect(validateSubscriptionPreferences({ messenger: true }, enabled)).toEqual({
      code: "messengerUnconfirmed",
    });
    expect(
      validateSubscriptionPreferences({ messenger: true }, { ...enabled, messengerConfirmed: true }),
    ).toBeUndefined();
  });
});

describe("given subscription preferences are off", () => {
  it("asks for nothing", () => {
    expect(
      validateSubscriptionPreferences({}, { enabled: false, messengerConfirmed: false }),
    ).toBeUndefined();
  });
});
