import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url.js";

describe("safeHttpUrl", () => {
  it("keeps http and https URLs", () => {
    expect(safeHttpUrl("https://example.com/privacy")).toBe("https://example.com/privacy");
    expect(safeHttpUrl("http://127.0.0.1:4173/x")).toBe("http://127.0.0.1:4173/x");
  });

  it("resolves a path against the base", () => {
    expect(safeHttpUrl("/assets/a.png", "https://site.example/api/v1/cn")).toBe(
      "https://site.example/assets/a.png",
    );
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "jav\tascript:alert(1)",
  ])("drops %s", (url) => {
    expect(safeHttpUrl(url)).toBeUndefined();
    expect(safeHttpUrl(url, "https://site.example/")).toBeUndefined();
  });

  it("drops nothing-at-all and unparsable text", () => {
    expect(safeHttpUrl(undefined)).toBeUndefined();
    expect(safeHttpUrl("not a url")).toBeUndefined();
  });
});
