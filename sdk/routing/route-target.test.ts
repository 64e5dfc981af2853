import { describe, expect, it } from "vitest";
import { parseRoute } from "./parse-route.js";
import { campaignUriQueryOf, routeTargetOf, routeTargetOfUri, tourUriOf } from "./route-target.js";

const targetAt = (path: string, search = "") => routeTargetOf(parseRoute(path, search));

describe("routeTargetOf", () => {
  it("names a campaign route's uri, whatever its step", () => {
    expect(targetAt("/p/demo-presale/")).toEqual({ kind: "campaign", uri: "p/demo-presale" });
    expect(targetAt("/p/demo-presale/register")).toEqual({ kind: "campaign", uri: "p/demo-presale" });
  });

  it("names a short URL by its slug, which the API's uri also takes", () => {
    expect(targetAt("/demo/")).toEqual({ kind: "campaign", uri: "demo" });
    expect(targetAt("/demo/share")).toEqual({ kind: "campaign", uri: "demo" });
  });

  it("names a campaign by oid when the route carries ?campaignOid=", () => {
    expect(targetAt("/p/demo-presale/", "?campaignOid=cmp_1")).toEqual({ kind: "oid", oid: "cmp_1" });
    expect(targetAt("/", "?campaignOid=cmp_1")).toEqual({ kind: "oid", oid: "cmp_1" });
  });

  it("names a tour by its id, never as a joined uri", () => {
    expect(targetAt("/t/demo-tour")).toEqual({ kind: "tour", id: "demo-tour" });
  });

  it("names nothing for the preview pages, widgets, home and unknown routes", () => {
    for (const path of [
      "/preview-page/campaign",
      "/preview-page/campaign/register",
      "/preview-page/tour",
      "/widget/register-button",
      "/",
      "/a/b/c/d",
    ]) {
      expect(targetAt(path), path).toBeUndefined();
    }
  });
});

describe("routeTargetOfUri (the API's uri query)", () => {
  it("reads t/{id} as a tour and anything else as a campaign uri or short URL", () => {
    expect(routeTargetOfUri("t/demo-tour")).toEqual({ kind: "tour", id: "demo-tour" });
    expect(routeTargetOfUri("p/demo-presale")).toEqual({ kind: "campaign", uri: "p/demo-presale" });
    expect(routeTargetOfUri("demo")).toEqual({ kind: "campaign", uri: "demo" });
    expect(routeTargetOfUri("t")).toEqual({ kind: "campaign", uri: "t" });
    expect(routeTargetOfUri("t/a/b")).toEqual({ kind: "campaign", uri: "t/a/b" });
  });

  it("ignores slashes around the uri", () => {
    expect(routeTargetOfUri("/t/demo-tour/")).toEqual({ kind: "tour", id: "demo-tour" });
    expect(routeTargetOfUri("//p/demo-presale/")).toEqual({ kind: "campaign", uri: "p/demo-presale" });
  });
});

describe("campaignUriQueryOf", () => {
  it("is the query the API takes for each target", () => {
    expect(campaignUriQueryOf({ kind: "campaign", uri: "p/x" })).toEqual({ uri: "p/x" });
    expect(campaignUriQueryOf({ kind: "oid", oid: "cmp_1" })).toEqual({ oid: "cmp_1" });
    expect(campaignUriQueryOf({ kind: "tour", id: "demo-tour" })).toEqual({ uri: tourUriOf("demo-tour") });
  });

  it("round-trips through the API's uri query", () => {
    for (const path of ["/p/demo-presale/", "/demo/", "/t/demo-tour", "/p/x/", "/b/y/register"]) {
      const target = targetAt(path);
      const query = target && campaignUriQueryOf(target);
      expect(query && "uri" in query && routeTargetOfUri(query.uri), path).toEqual(target);
    }
  });
});
