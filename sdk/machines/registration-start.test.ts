import { describe, expect, it } from "vitest";
import { CampaignSettingsSchema } from "../api/schemas/campaign-settings.js";
import type { RegistrationOptions } from "./registration.js";
import {
  accountPrefill,
  actionPacketChannelOf,
  knownAccountOf,
  needsGatekeeperValidation,
  type RegistrationStart,
  registrationOptionsFor,
  skipsRegistrationOptions,
  startRegistration,
} from "./registration-start.js";

const options: RegistrationOptions = {
  livestreamGatekeeper: false,
  isLiveNow: false,
  paymentRequired: false,
  needsGatekeeperValidation: false,
  autoOptIn: false,
  buttonInForm: false,
  emailFieldName: "Email Address",
};
const several: RegistrationStart = { providers: ["email", "mobile", "spotify"], skipOptions: false, options };

describe("given a visitor and several methods", () => {
  it("starts at the registration-type picker without an action bar", () => {
    const start = startRegistration(several);
    expect(start.state).toBe("registrationType");
    expect(start.context.registrationType).toBeUndefined();
    expect(start.context.hasActionBar).toBe(false);
  });
});

describe("given the skip-options setting", () => {
  it("sets the type to email and starts at the form", () => {
    const start = startRegistration({ ...several, skipOptions: true });
    expect(start.state).toBe("form");
    expect(start.context.registrationType).toBe("email");
    expect(start.context.hasActionBar).toBe(true);
  });
});

describe("given one method or none", () => {
  it("starts at the form with email when there is none or email only", () => {
    for (const providers of [[], ["email"]] as const) {
      const start = startRegistration({ ...several, providers });
      expect(start).toMatchObject({ state: "form", context: { registrationType: "email" } });
    }
  });

  it("keeps the only method when it is not email", () => {
    expect(startRegistration({ ...several, providers: ["mobile"] }).context.registrationType).toBe("mobile");
  });
});

describe("given a spotify action packet", () => {
  it("selects the spotify type and the form", () => {
    const start = startRegistration({ ...several, actionPacketChannel: "spotify" });
    expect(start).toMatchObject({ state: "form", context: { registrationType: "spotify" } });
    expect(
      startRegistration({ ...several, skipOptions: true, actionPacketChannel: "spotify:artist" }).context
        .registrationType,
    ).toBe("spotify");
  });
});

describe("given a known account", () => {
  it("starts at the form when its email is known, checked and valid", () => {
    const start = startRegistration({
      ...several,
      knownAccount: { emailAddress: "ada@example.com", registrationType: "email" },
    });
    expect(start.state).toBe("form");
    expect(start.context).toMatchObject({
      emailAddress: "ada@example.com",
      emailStatus: "valid",
      emailChecked: true,
    });
  });

  it("starts at the email step otherwise", () => {
    const start = startRegistration({ ...several, knownAccount: { registrationType: "mobile" } });
    expect(start.state).toBe("email");
    expect(start.context).toMatchObject({ registrationType: "mobile", emailChecked: false });
  });
});

describe("given a known account whose registration waits for its code (issue 20: a reload)", () => {
  const known = { emailAddress: "ada@example.com", registrationType: "email" } as const;

  it("resumes at that verification for the same address, sending nothing", () => {
    const start = startRegistration({ ...several, knownAccount: known, pendingVerification: "email-code" });
    expect(start.state).toBe("verification");
    expect(start.context).toMatchObject({
      emailAddress: "ada@example.com",
      registrationType: "email",
      verificationRequired: true,
      validationType: "email-code",
    });
  });

  it("takes no pending verification without a known account", () => {
    const start = startRegistration({ ...several, pendingVerification: "email-code" });
    expect(start.state).toBe("registrationType");
    expect(start.context.verificationRequired).toBe(false);
  });
});

describe("given a type with its button in the form", () => {
  it("has no action bar", () => {
    expect(
      startRegistration({ ...several, skipOptions: true, options: { ...options, buttonInForm: true } })
        .context.hasActionBar,
    ).toBe(false);
  });
});

describe("the options of a campaign", () => {
  const settings = (raw: object) => CampaignSettingsSchema.parse(raw);
  const facts = { isLiveNow: true, gatekeeperStatus: "validating" as const, emailFieldName: "Email" };

  it("mark a gated livestream that still needs validation", () => {
    expect(
      registrationOptionsFor({ type: "livestream", settings: settings({ gatedSessions: true }) }, facts),
    ).toMatchObject({
      livestreamGatekeeper: true,
      isLiveNow: true,
      needsGatekeeperValidation: true,
      paymentRequired: false,
    });
    expect(
      registrationOptionsFor(
        { type: "livestream", settings: settings({ gatedSessions: true }) },
        { ...facts, gatekeeperStatus: "validated" },
      ).needsGatekeeperValidation,
    ).toBe(false);
  });

  it("turn on auto opt-in for opt-in campaigns that set it", () => {
    const optIn = settings({ autoOptIn: { email: true, sms: true } });
    expect(registrationOptionsFor({ type: "opt-in", settings: optIn }, facts)).toMatchObject({
      autoOptIn: true,
      buttonInForm: true,
    });
    expect(registrationOptionsFor({ type: "presale", settings: optIn }, facts).autoOptIn).toBe(false);
    expect(registrationOptionsFor({ type: "opt-in", settings: settings({}) }, facts).autoOptIn).toBe(false);
  });

  it("skip the picker for opt-in and rsvp, and by the UI setting", () => {
    expect(skipsRegistrationOptions({ type: "opt-in", settings: settings({}) })).toBe(true);
    expect(skipsRegistrationOptions({ type: "rsvp", settings: settings({}) })).toBe(true);
    expect(skipsRegistrationOptions({ type: "presale", settings: settings({}) })).toBe(false);
    expect(
      skipsRegistrationOptions({
        type: "presale",
        settings: settings({ ui: { skipRegistrationOptions: true } }),
      }),
    ).toBe(true);
  });
});

describe("given a follow done before registering", () => {
  const pending = ["instagram:user:velvet", "spotify:artist:0dEmoVelvetComets01"];

  it("makes the registration a Spotify one when the campaign takes Spotify registrations", () => {
    expect(actionPacketChannelOf(pending, ["email", "spotify"])).toBe("spotify");
  });

  it("changes nothing when the campaign does not take them, or no Spotify follow waits", () => {
    expect(actionPacketChannelOf(pending, ["email"])).toBeUndefined();
    expect(actionPacketChannelOf(["instagram:user:velvet"], ["email", "spotify"])).toBeUndefined();
    expect(actionPacketChannelOf([], ["spotify"])).toBeUndefined();
  });
});

describe("given the visitor's account from the campaign lookup", () => {
  const account = {
    oid: "acc_1",
    emailAddress: "ada@example.com",
    firstName: "Ada",
    gender: null,
    registrationType: "email" as const,
  };

  it("starts a known fan with that email at the form", () => {
    const start = startRegistration({ ...several, knownAccount: knownAccountOf(account) });
    expect(start).toMatchObject({ state: "form", context: { emailAddress: "ada@example.com" } });
  });

  it("starts a known fan without an email at the email step", () => {
    const { emailAddress: _, ...mobileOnly } = account;
    const start = startRegistration({
      ...several,
      knownAccount: knownAccountOf({ ...mobileOnly, registrationType: "mobile" }),
    });
    expect(start.state).toBe("email");
  });

  it("prefills the form with what the account holds, and nothing it lacks", () => {
    expect(accountPrefill(account)).toEqual({
      emailAddress: "ada@example.com",
      firstName: "Ada",
      gender: null,
    });
  });
});

describe("whether a registered fan still needs a magic link", () => {
  const gated = { settings: CampaignSettingsSchema.parse({ gatedSessions: true }) };
  const open = { settings: CampaignSettingsSchema.parse({}) };

  it("needs one on a gated campaign until the session is validated", () => {
    for (const status of ["validating", "invalid", "not-validating"] as const) {
      expect(needsGatekeeperValidation(gated, status)).toBe(true);
    }
    expect(needsGatekeeperValidation(gated, "validated")).toBe(false);
  });

  it("never needs one without gated sessions", () => {
    expect(needsGatekeeperValidation(open, "invalid")).toBe(false);
  });
});
