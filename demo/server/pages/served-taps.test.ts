import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { renderPage } from "./render-page.js";
import { SERVED_TAPS_SCRIPT, SERVED_TAPS_SOURCE } from "./served-taps.js";

const SHELL = `<!doctype html><html lang="en-us" dir="ltr"><head><title>x</title></head><body><main id="app"></main><!--campaign-data--></body></html>`;

describe("the served screen's tap keeper (issue 22)", () => {
  it("is one script the CSP allows by the hash of exactly its text", () => {
    expect(() => new Function(SERVED_TAPS_SCRIPT)).not.toThrow();
    const hash = createHash("sha256").update(SERVED_TAPS_SCRIPT).digest("base64");
    expect(SERVED_TAPS_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it("goes in the head of a page with a served screen, and only there", () => {
    const served = renderPage(SHELL, undefined, {
      firstScreen: { html: "<campaign-register data-first-screen></campaign-register>", language: "en-us" },
    });
    expect(served).toContain(`<script>${SERVED_TAPS_SCRIPT}</script>\n  </head>`);
    expect(served.indexOf("<script>")).toBeLessThan(served.indexOf("<main"));
    expect(renderPage(SHELL, undefined, {})).not.toContain(SERVED_TAPS_SCRIPT);
  });
});
