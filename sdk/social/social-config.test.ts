import { describe, expect, it, vi } from "vitest";
import { parseSocialConfig } from "./social-config.js";

const spotify = {
  clientId: "abc",
  accountsUrl: "https://accounts.spotify.com",
  apiUrl: "https://api.spotify.com",
  redirectUri: "https://site.example/oauth/spotify/callback",
};

describe("parseSocialConfig", () => {
  it("keeps a valid config", () => {
    expect(parseSocialConfig({ spotify, messenger: { mode: "test" } })).toEqual({
      spotify,
      messenger: { mode: "test" },
    });
  });

  it("drops a wrong one with a warning, so the actions open the services' pages", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseSocialConfig({ spotify: { ...spotify, accountsUrl: "javascript:alert(1)" } })).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(parseSocialConfig(undefined)).toEqual({});
  });
});
