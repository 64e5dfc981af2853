import { describe, expect, it } from "vitest";
import { heroImageOf } from "./hero-image.js";

const image = { assetType: "campaign-image", url: "/assets/hero.svg" };
const video = { assetType: "campaign-video", url: "/assets/hero.webm" };

describe("heroImageOf", () => {
  it("is the campaign image on both first screens, and a video hero's poster on the welcome page", () => {
    expect(heroImageOf({ resources: [image] }, "welcome")).toBe("/assets/hero.svg");
    expect(heroImageOf({ resources: [video, image] }, "welcome")).toBe("/assets/hero.svg");
    expect(heroImageOf({ resources: [image] }, "register")).toBe("/assets/hero.svg");
  });

  it("is nothing without an image, or on a register page that hides it", () => {
    expect(heroImageOf({ resources: [video] }, "welcome")).toBeUndefined();
    expect(heroImageOf({}, "register")).toBeUndefined();
    const hidden = { register: { media: { noImageBackground: true } } };
    expect(heroImageOf({ resources: [image], presentation: { meta: hidden } }, "register")).toBeUndefined();
    expect(heroImageOf({ resources: [image], presentation: { meta: hidden } }, "welcome")).toBe(
      "/assets/hero.svg",
    );
  });
});
