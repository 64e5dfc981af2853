import { describe, expect, it } from "vitest";
import { HERO_WIDTHS, heroResourceOf, heroSrcset, sizedImagePath } from "./hero-resource.js";

const heroImageOf = (...args: Parameters<typeof heroResourceOf>) => heroResourceOf(...args)?.url;

const image = { assetType: "campaign-image", url: "/assets/hero.svg" };
const video = { assetType: "campaign-video", url: "/assets/hero.webm" };

describe("heroResourceOf", () => {
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

describe("heroSrcset", () => {
  it("names each sized copy by its width, resolved as the image is", () => {
    const site = (path: string) => path;
    expect(heroSrcset("/assets/a b.jpg", [480, 960], site)).toBe(
      "/images/sized?w=480&src=%2Fassets%2Fa%20b.jpg 480w, /images/sized?w=960&src=%2Fassets%2Fa%20b.jpg 960w",
    );
    // On a promoter's page the copies come from the campaign site, as the image does.
    const campaignSite = (path: string) => `https://fans.example${path}`;
    expect(heroSrcset("https://img.example/p?id=1&x=2", [720], campaignSite)).toBe(
      "https://fans.example/images/sized?w=720&src=https%3A%2F%2Fimg.example%2Fp%3Fid%3D1%26x%3D2 720w",
    );
    expect(sizedImagePath("/assets/a.jpg", HERO_WIDTHS[0])).toBe("/images/sized?w=480&src=%2Fassets%2Fa.jpg");
  });

  it("is nothing for an image the server does not size, or a copy that cannot be resolved", () => {
    expect(heroSrcset("/assets/a.svg", undefined, (path) => path)).toBeUndefined();
    expect(heroSrcset("/assets/a.jpg", [], (path) => path)).toBeUndefined();
    expect(heroSrcset(undefined, [480], (path) => path)).toBeUndefined();
    expect(heroSrcset("/assets/a.jpg", [480], () => undefined)).toBeUndefined();
  });
});
