import { describe, expect, it } from "vitest";
import { firstScreenOf, heroImageOf } from "./hero-image.js";

const image = { assetType: "campaign-image", url: "/assets/hero.svg" };
const video = { assetType: "campaign-video", url: "/assets/hero.webm" };

describe("heroImageOf", () => {
  it("is the campaign image on both first screens, and a video hero's poster on the welcome page", () => {
    expect(heroImageOf({ type: "presale", resources: [image] }, "welcome")).toBe("/assets/hero.svg");
    expect(heroImageOf({ type: "presale", resources: [video, image] }, "welcome")).toBe("/assets/hero.svg");
    expect(heroImageOf({ type: "presale", resources: [image] }, "register")).toBe("/assets/hero.svg");
  });

  it("is nothing without an image, or on a register page that hides it", () => {
    expect(heroImageOf({ type: "presale", resources: [video] }, "welcome")).toBeUndefined();
    expect(heroImageOf({ type: "presale" }, "register")).toBeUndefined();
    const hidden = { register: { media: { noImageBackground: true } } };
    expect(
      heroImageOf({ type: "presale", resources: [image], presentation: { meta: hidden } }, "register"),
    ).toBeUndefined();
    expect(
      heroImageOf({ type: "presale", resources: [image], presentation: { meta: hidden } }, "welcome"),
    ).toBe("/assets/hero.svg");
  });
});

describe("firstScreenOf", () => {
  it("is the landing page without a step (register for opt-in or when set), register on register, else none", () => {
    expect(firstScreenOf({ type: "presale" }, undefined)).toBe("welcome");
    expect(firstScreenOf({ type: "opt-in" }, undefined)).toBe("register");
    expect(firstScreenOf({ type: "presale", settings: { ui: { landingPage: "register" } } }, undefined)).toBe(
      "register",
    );
    expect(firstScreenOf({ type: "presale" }, "register")).toBe("register");
    expect(firstScreenOf({ type: "presale" }, "share")).toBeUndefined();
  });
});
