import { describe, expect, it } from "vitest";
import { pageNameOf, parseRoute } from "./parse-route.js";

describe("parseRoute", () => {
  it.each([
    ["/p/demo-presale/", { kind: "campaign", uri: "p/demo-presale" }],
    ["/p/demo-presale", { kind: "campaign", uri: "p/demo-presale" }],
    ["/w/demo-waitlist/register", { kind: "campaign", uri: "w/demo-waitlist", step: "register" }],
    ["/l/demo-livestream/magic-link", { kind: "campaign", uri: "l/demo-livestream", step: "magic-link" }],
    ["/demo/", { kind: "short-url", slug: "demo" }],
    ["/demo/share", { kind: "short-url", slug: "demo", step: "share" }],
    ["/preview-page/campaign/", { kind: "preview-campaign" }],
    ["/preview-page/campaign/payment", { kind: "preview-campaign", step: "payment" }],
    ["/preview-page/tour/", { kind: "preview-tour" }],
    ["/t/demo-tour", { kind: "tour", id: "demo-tour" }],
    ["/widget/register-button/", { kind: "widget", name: "register-button" }],
    ["/widget/remote-signup/", { kind: "widget", name: "remote-signup" }],
    ["/", { kind: "home" }],
  ])("%s", (path, expected) => {
    expect(parseRoute(path)).toEqual(expected);
  });

  it.each([
    "/nope/x/y/z",
    "/p/demo-presale/not-a-step",
    "/p/demo-presale/register/extra",
    "/demo/not-a-step",
    "/preview-page/other/",
    "/widget/other/",
    "/%E0%A4%A",
    "/p/<script>/",
  ])("%s is not found", (path) => {
    expect(parseRoute(path)).toEqual({ kind: "not-found" });
  });

  it("takes the campaign from a campaignOid query parameter", () => {
    expect(parseRoute("/", "?campaignOid=cmp_1")).toEqual({ kind: "campaign-oid", oid: "cmp_1" });
    expect(parseRoute("/p/x/share", "?campaignOid=cmp_1")).toEqual({
      kind: "campaign-oid",
      oid: "cmp_1",
      step: "share",
    });
  });

  it("ignores a malformed campaignOid", () => {
    expect(parseRoute("/", "?campaignOid=%3Cx%3E")).toEqual({ kind: "home" });
  });

  it("names page views by step, else landing", () => {
    expect(pageNameOf(parseRoute("/p/x/"))).toBe("landing");
    expect(pageNameOf(parseRoute("/p/x/share"))).toBe("share");
    expect(pageNameOf(parseRoute("/t/tour"))).toBe("landing");
  });
});
