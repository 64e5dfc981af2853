import { describe, expect, it } from "vitest";
import { pageSecurityHeaders } from "./security-headers.js";

describe("the page CSP with social services", () => {
  it("allows the configured Spotify hosts to be called and Facebook's SDK to load", () => {
    const csp = pageSecurityHeaders({
      connect: ["https://accounts.spotify.com", "https://api.spotify.com"],
      scripts: ["https://connect.facebook.net"],
    })["content-security-policy"];
    expect(csp).toContain("connect-src 'self' https://accounts.spotify.com https://api.spotify.com;");
    expect(csp).toContain("script-src 'self' https://connect.facebook.net;");
  });

  it("ignores anything that is not a bare origin", () => {
    const csp = pageSecurityHeaders({ connect: ["https://x.example; script-src *"] })[
      "content-security-policy"
    ];
    expect(csp).toContain("connect-src 'self';");
  });
});

describe("frame-ancestors (issue 15)", () => {
  it("lets only this site frame a page unless the page is made to be embedded", () => {
    expect(pageSecurityHeaders()["content-security-policy"]).toMatch(/; frame-ancestors 'self'$/);
    const widget = pageSecurityHeaders({ frameAncestors: "frame-ancestors promoter.example:*" });
    expect(widget["content-security-policy"]?.match(/frame-ancestors[^;]*/g)).toEqual([
      "frame-ancestors promoter.example:*",
    ]);
  });
});

describe("inline sources allowed by hash (issue 22)", () => {
  it("adds a sha256 source and drops anything else", () => {
    const csp = pageSecurityHeaders({
      inlineScripts: ["'sha256-abc+/='", "'unsafe-inline'"],
      styles: ["'sha256-xyz='", "* 'unsafe-inline'"],
    })["content-security-policy"];
    expect(csp).toContain("script-src 'self' 'sha256-abc+/=';");
    expect(csp).toContain("style-src 'self' 'sha256-xyz=';");
  });
});
