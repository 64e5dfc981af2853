import { describe, expect, it } from "vitest";
import { HERO_WIDTHS } from "../../../sdk/flow/hero-resource.js";
import type { LookupAnswer } from "../campaigns/resolve-lookup.js";
import { photoSource, withSizedHero } from "./photo-source.js";

const HOSTS = ["images.example.com", "cdn.example.net:8443"];

describe("photoSource", () => {
  it("sizes the site's own photos under /assets/ and any image of a trusted host", () => {
    expect(photoSource("/assets/demo/preorder-photo.jpg", HOSTS)).toEqual({
      kind: "file",
      path: "/assets/demo/preorder-photo.jpg",
    });
    expect(photoSource("/assets/a/b/c.WEBP", HOSTS)?.kind).toBe("file");
    expect(photoSource("https://images.example.com/u/42?fit=max", HOSTS)).toEqual({
      kind: "remote",
      src: "https://images.example.com/u/42?fit=max",
      url: new URL("https://images.example.com/u/42?fit=max"),
    });
    expect(photoSource("https://IMAGES.example.com/a.png", HOSTS)?.kind).toBe("remote");
    expect(photoSource("http://cdn.example.net:8443/a.jpg", HOSTS)?.kind).toBe("remote");
  });

  it("leaves everything else as it is: SVGs, other hosts, other folders, escapes and schemes", () => {
    for (const src of [
      "/assets/demo/presale.svg",
      "/assets/demo/../../etc/passwd.jpg",
      "/assets/demo/%2e%2e/secret.jpg",
      "/site/main.jpg",
      "/assets/demo/a.jpg?x=1",
      "//images.example.com/a.jpg",
      "https://evil.example/a.jpg",
      "https://images.example.com.evil.example/a.jpg",
      "https://user:pw@images.example.com/a.jpg",
      "https://cdn.example.net/a.jpg",
      "https://images.example.com/logo.svg",
      "https://images.example.com/anim.gif",
      "ftp://images.example.com/a.jpg",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(photoSource(src, HOSTS), src).toBeUndefined();
    }
  });
});

describe("withSizedHero", () => {
  const answer = (url: string, widths?: number[]): LookupAnswer =>
    ({
      campaign: {
        resources: [
          { assetType: "campaign-image", url, ...(widths && { widths }) },
          { assetType: "campaign-terms-and-conditions", url: "/assets/demo/terms.html", widths: [1] },
        ],
      },
    }) as unknown as LookupAnswer;

  it("gives a photo it sizes the srcset's widths, and takes any other widths off", () => {
    const sized = withSizedHero(answer("/assets/demo/preorder-photo.jpg"), []);
    expect(sized.campaign?.resources?.[0]?.widths).toEqual([...HERO_WIDTHS]);
    expect(sized.campaign?.resources?.[1]?.widths).toBeUndefined();
    // A promoter cannot claim copies the server does not make.
    const claimed = withSizedHero(answer("https://elsewhere.example/a.jpg", [300]), []);
    expect(claimed.campaign?.resources?.[0]).toEqual({
      assetType: "campaign-image",
      url: "https://elsewhere.example/a.jpg",
    });
    expect(withSizedHero({}, [])).toEqual({});
  });
});
