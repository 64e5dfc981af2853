import { describe, expect, it } from "vitest";
import { typeSwitches } from "./type-switches.js";

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
    });
  });
});
