import { describe, expect, it } from "vitest";
import { gatedStream, typeSwitches } from "./type-switches.js";

describe("given an opt-in campaign", () => {
  it("hides the header, footer, options, privacy line, welcome header and progress bar", () => {
    expect(typeSwitches("opt-in")).toEqual({
      registrationHeader: false,
      registrationFooter: false,
      registerOptionsSelect: false,
      titleAndDescriptionInForm: true,
      buttonInForm: true,
      productPrivacyPolicy: false,
      autoOptIn: true,
      welcomeHeader: false,
      progressBar: false,
      stream: false,
    });
  });
});

describe("given an rsvp campaign", () => {
  it("has a header and the form's button, but no footer, options select or progress bar", () => {
    expect(typeSwitches("rsvp")).toEqual({
      registrationHeader: true,
      registrationFooter: false,
      registerOptionsSelect: false,
      titleAndDescriptionInForm: false,
      buttonInForm: true,
      productPrivacyPolicy: true,
      autoOptIn: false,
      welcomeHeader: true,
      progressBar: false,
      stream: false,
    });
  });
});

describe("given a competition", () => {
  it("hides only the welcome header", () => {
    const switches = typeSwitches("competition");
    expect(switches.welcomeHeader).toBe(false);
    expect(switches.registrationHeader && switches.registrationFooter && switches.progressBar).toBe(true);
  });
});

describe("given a presale", () => {
  it("shows the default journey's elements", () => {
    expect(typeSwitches("presale")).toEqual({
      registrationHeader: true,
      registrationFooter: true,
      registerOptionsSelect: true,
      titleAndDescriptionInForm: false,
      buttonInForm: false,
      productPrivacyPolicy: true,
      autoOptIn: false,
      welcomeHeader: true,
      progressBar: true,
      stream: false,
    });
  });
});

describe("given a livestream", () => {
  it("is the one type with a stream", () => {
    expect(typeSwitches("livestream").stream).toBe(true);
    expect(typeSwitches("presale").stream).toBe(false);
  });

  it("gates its stream only when the campaign gates sessions", () => {
    expect(gatedStream({ type: "livestream", settings: { gatedSessions: true } })).toBe(true);
    expect(gatedStream({ type: "livestream", settings: { gatedSessions: false } })).toBe(false);
    expect(gatedStream({ type: "livestream", settings: {} })).toBe(false);
    expect(gatedStream({ type: "presale", settings: { gatedSessions: true } })).toBe(false);
  });
});
