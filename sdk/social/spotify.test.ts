import { describe, expect, it } from "vitest";
import {
  birthdateToDob,
  OAuthCallbackMessageSchema,
  prefillFromSpotify,
  SpotifyConfigSchema,
  splitDisplayName,
  spotifyAuthorizeUrl,
  spotifyFollowRequest,
} from "./spotify.js";

describe("splitDisplayName (engagement §7: split on the first space)", () => {
  it("puts the first word in firstName and the rest in lastName", () => {
    expect(splitDisplayName("Robin Van der Berg")).toEqual({ firstName: "Robin", lastName: "Van der Berg" });
  });
  it("keeps a single name as firstName", () => {
    expect(splitDisplayName("Cher")).toEqual({ firstName: "Cher" });
  });
  it("ignores surrounding spaces and an empty name", () => {
    expect(splitDisplayName("  Ada Lovelace ")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(splitDisplayName("   ")).toEqual({});
  });
});

describe("birthdateToDob (year-month-day reordered to dd/MM/yyyy)", () => {
  it("reorders the parts", () => {
    expect(birthdateToDob("1994-07-23")).toBe("23/07/1994");
  });
  it("answers undefined for anything that is not year-month-day", () => {
    expect(birthdateToDob("23/07/1994")).toBeUndefined();
    expect(birthdateToDob("1994-7-3")).toBeUndefined();
  });
});

describe("prefillFromSpotify", () => {
  it("prefills the names and the date of birth from v1/me", () => {
    expect(prefillFromSpotify({ display_name: "Robin Van der Berg", birthdate: "1994-07-23" })).toEqual({
      firstName: "Robin",
      lastName: "Van der Berg",
      dob: "23/07/1994",
    });
  });
  it("leaves out what v1/me does not give", () => {
    expect(prefillFromSpotify({ display_name: null })).toEqual({});
  });
});

describe("spotifyFollowRequest (engagement §7 follow calls)", () => {
  const api = "https://api.spotify.com/";
  it.each([
    ["spotify:artist:abc", "https://api.spotify.com/v1/me/following?type=artist&ids=abc"],
    ["spotify:user:bob", "https://api.spotify.com/v1/me/following?type=user&ids=bob"],
    ["spotify:track:t1", "https://api.spotify.com/v1/me/tracks?ids=t1"],
    ["spotify:album:a1", "https://api.spotify.com/v1/me/albums?ids=a1"],
    ["spotify:podcast:p1", "https://api.spotify.com/v1/me/shows?ids=p1"],
    ["spotify:episode:e1", "https://api.spotify.com/v1/me/episodes?ids=e1"],
  ])("%s is PUT %s", (target, url) => {
    expect(spotifyFollowRequest(api, target)).toEqual({ method: "PUT", url });
  });
  it("follows a playlist privately", () => {
    expect(spotifyFollowRequest(api, "spotify:playlist:pl1")).toEqual({
      method: "PUT",
      url: "https://api.spotify.com/v1/playlists/pl1/followers",
      body: { public: false },
    });
  });
  it("has no call for another service or an unknown kind", () => {
    expect(spotifyFollowRequest(api, "twitter:user:x")).toBeUndefined();
    expect(spotifyFollowRequest(api, "spotify:concert:x")).toBeUndefined();
  });
});

describe("the authorize address", () => {
  it("asks for a code with PKCE, back to the callback page", () => {
    const config = SpotifyConfigSchema.parse({
      clientId: "abc",
      accountsUrl: "https://accounts.spotify.com",
      apiUrl: "https://api.spotify.com",
      redirectUri: "https://site.example/oauth/spotify/callback",
    });
    const url = new URL(spotifyAuthorizeUrl(config, { state: "s1", codeChallenge: "c".repeat(43) }));
    expect(url.origin + url.pathname).toBe("https://accounts.spotify.com/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "abc",
      response_type: "code",
      redirect_uri: "https://site.example/oauth/spotify/callback",
      state: "s1",
      code_challenge_method: "S256",
    });
  });
});

describe("the callback page's message", () => {
  it("parses a code or an error for the spotify provider", () => {
    const message = { type: "campaign-oauth-callback", provider: "spotify", state: "s", code: "c" };
    expect(OAuthCallbackMessageSchema.safeParse(message).success).toBe(true);
    expect(
      OAuthCallbackMessageSchema.safeParse({ ...message, code: undefined, error: "access_denied" }).success,
    ).toBe(true);
  });
  it("refuses other messages", () => {
    expect(OAuthCallbackMessageSchema.safeParse({ type: "other", state: "s" }).success).toBe(false);
    expect(
      OAuthCallbackMessageSchema.safeParse({ type: "campaign-oauth-callback", provider: "x", state: "s" })
        .success,
    ).toBe(false);
    expect(OAuthCallbackMessageSchema.safeParse("code=1").success).toBe(false);
  });
});
