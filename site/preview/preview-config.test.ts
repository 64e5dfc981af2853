import { describe, expect, it, vi } from "vitest";
import { PREVIEW_CONFIG_ID, readPreviewOrigins } from "./preview-config.js";
import { readyTargets } from "./preview-ready.js";

const page = (text: string | undefined) => ({
  getElementById: (id: string) =>
    (id === PREVIEW_CONFIG_ID && text !== undefined ? { textContent: text } : null) as HTMLElement | null,
});

describe("readPreviewOrigins", () => {
  it("reads the origins the server embedded", () => {
    expect(readPreviewOrigins(page('{"origins":["http://127.0.0.1:4174"]}'))).toEqual([
      "http://127.0.0.1:4174",
    ]);
  });

  it("trusts nobody when the config is missing or invalid", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readPreviewOrigins(page(undefined))).toEqual([]);
    expect(readPreviewOrigins(page("{nope"))).toEqual([]);
    expect(readPreviewOrigins(page('{"origins":["not an origin"]}'))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

describe("readyTargets", () => {
  const trusted = ["http://127.0.0.1:4174", "http://localhost:4174"];

  it("answers the framing page's origin when it is trusted", () => {
    expect(readyTargets(trusted, "http://localhost:4174/preview.html")).toEqual(["http://localhost:4174"]);
  });

  it("falls back to every trusted origin (postMessage drops the others)", () => {
    expect(readyTargets(trusted, "")).toEqual(trusted);
    expect(readyTargets(trusted, "http://evil.example/")).toEqual(trusted);
  });
});
