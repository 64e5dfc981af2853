import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { isStep, OID_PARAM, pageNameOf, parseRoute, ROUTE_SEGMENT, STEPS } from "./parse-route.js";
import { stepSchema } from "./step-schema.js";

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

describe("the route's patterns, checked before any schema loads (issue 22)", () => {
  // The rules as they were written with zod: the patterns accept exactly what these accept.
  const segment = z
    .string()
    .check(z.minLength(1))
    .check(z.maxLength(120))
    .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/));
  const oid = z
    .string()
    .check(z.minLength(1))
    .check(z.maxLength(120))
    .check(z.regex(/^[A-Za-z0-9_-]+$/));
  const corpus = [
    "",
    "a",
    "demo-presale",
    "_x",
    "-x",
    ".x",
    "x.y~z_w-v",
    "a b",
    "a/b",
    "ä",
    "a\n",
    "cmp_123-abc",
    "a".repeat(119),
    "a".repeat(120),
    "a".repeat(121),
    "%20",
    "x?y",
  ];

  it("a route segment", () => {
    for (const value of corpus)
      expect(ROUTE_SEGMENT.test(value), value).toBe(segment.safeParse(value).success);
  });

  it("a campaignOid", () => {
    for (const value of corpus) expect(OID_PARAM.test(value), value).toBe(oid.safeParse(value).success);
  });

  it("a step: exactly the table's", () => {
    for (const value of [...STEPS, "landing", "Register", "", undefined, 3, "toString"])
      expect(isStep(value), String(value)).toBe(stepSchema.safeParse(value).success);
  });
});
