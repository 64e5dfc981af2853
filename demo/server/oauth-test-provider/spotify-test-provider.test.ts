import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { socialConfigFor, TEST_SPOTIFY_CLIENT_ID } from "../oauth/social-config.js";
import { createSpotifyTestProvider, TEST_SPOTIFY_PROFILE } from "./spotify-test-provider.js";

const ORIGIN = "http://127.0.0.1:4173";
const redirect = `${ORIGIN}/oauth/spotify/callback`;
const verifier = "v".repeat(50);
const challenge = createHash("sha256").update(verifier).digest("base64url");
const consent = {
  client_id: TEST_SPOTIFY_CLIENT_ID,
  response_type: "code",
  redirect_uri: redirect,
  state: "st",
  code_challenge_method: "S256",
  code_challenge: challenge,
};

async function codeFrom(app: ReturnType<typeof createSpotifyTestProvider>) {
  const answer = await app.request("/authorize", {
    method: "POST",
    body: new URLSearchParams({ ...consent, decision: "allow" }),
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get("location")!);
  expect(back.origin + back.pathname).toBe(redirect);
  expect(back.searchParams.get("state")).toBe("st");
  return back.searchParams.get("code")!;
}

async function tokenFor(
  app: ReturnType<typeof createSpotifyTestProvider>,
  code: string,
  codeVerifier = verifier,
) {
  return app.request("/api/token", {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirect,
      client_id: TEST_SPOTIFY_CLIENT_ID,
      code_verifier: codeVerifier,
    }),
  });
}

describe("the Spotify test provider (demo mode only)", () => {
  it("shows a consent page for a request back to this site", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const page = await app.request(`/authorize?${new URLSearchParams(consent)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Agree");
  });

  it("refuses to send the code to another site", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const query = new URLSearchParams({ ...consent, redirect_uri: "https://evil.example/cb" });
    expect((await app.request(`/authorize?${query}`)).status).toBe(400);
  });

  it("exchanges the code for a token only with the PKCE verifier, once", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    expect((await tokenFor(app, await codeFrom(app), "w".repeat(50))).status).toBe(400);
    const code = await codeFrom(app);
    expect((await tokenFor(app, code)).status).toBe(200);
    expect((await tokenFor(app, code)).status).toBe(400);
  });

  it("answers v1/me and records the follow calls for a token", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const { access_token } = (await (await tokenFor(app, await codeFrom(app))).json()) as {
      access_token: string;
    };
    const headers = { authorization: `Bearer ${access_token}` };
    expect(await (await app.request("/v1/me", { headers })).json()).toEqual(TEST_SPOTIFY_PROFILE);
    expect((await app.request("/v1/me")).status).toBe(401);
    expect(
      (await app.request("/v1/me/following?type=artist&ids=a1", { method: "PUT", headers })).status,
    ).toBe(204);
    expect((await app.request("/v1/me/following?type=venue&ids=a1", { method: "PUT", headers })).status).toBe(
      400,
    );
    const calls = (await (await app.request("/calls")).json()) as {
      calls: { path: string; query: string }[];
    };
    expect(calls.calls).toEqual([{ method: "PUT", path: "/v1/me/following", query: "?type=artist&ids=a1" }]);
  });
});

describe("a malformed body to the Spotify test provider", () => {
  const tokenOf = async (app: ReturnType<typeof createSpotifyTestProvider>) =>
    ((await (await tokenFor(app, await codeFrom(app))).json()) as { access_token: string }).access_token;
  const follows = [
    "/v1/playlists/abc/followers",
    "/v1/me/following?type=artist&ids=a1",
    "/v1/me/tracks?ids=t1",
  ];

  it("is answered 400 with the reason by every follow call, never 500, and is not recorded", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const headers = { authorization: `Bearer ${await tokenOf(app)}`, "content-type": "application/json" };
    for (const path of follows) {
      const res = await app.request(path, { method: "PUT", headers, body: "{bad" });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ error: { status: 400, message: "Malformed JSON body" } });
    }
    expect(await (await app.request("/calls")).json()).toEqual({ calls: [] });
  });

  it("records a well-formed body, and none for an empty or blank one", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const headers = { authorization: `Bearer ${await tokenOf(app)}`, "content-type": "application/json" };
    for (const body of ['{"public":false}', "", "  "]) {
      const res = await app.request(follows[0]!, { method: "PUT", headers, body });
      expect(res.status, JSON.stringify(body)).toBe(204);
    }
    const { calls } = (await (await app.request("/calls")).json()) as { calls: unknown[] };
    const path = "/v1/playlists/abc/followers";
    expect(calls).toEqual([
      { method: "PUT", path, query: "", body: { public: false } },
      { method: "PUT", path, query: "" },
      { method: "PUT", path, query: "" },
    ]);
  });

  it("is answered 400 with the reason at the consent and token endpoints (a multipart body that breaks)", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const broken = {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    };
    const consentAnswer = await app.request("/authorize", broken);
    expect(consentAnswer.status).toBe(400);
    expect(await consentAnswer.text()).toBe("Malformed form body");
    const tokenAnswer = await app.request("/api/token", broken);
    expect(tokenAnswer.status).toBe(400);
    expect(await tokenAnswer.json()).toEqual({
      error: "invalid_request",
      error_description: "Malformed form body",
    });
  });
});

describe("a well-formed but wrong form to the Spotify test provider", () => {
  it("is answered 400 naming what is wrong", async () => {
    const app = createSpotifyTestProvider(ORIGIN);
    const consentAnswer = await app.request("/authorize", {
      method: "POST",
      body: new URLSearchParams({ ...consent, decision: "maybe" }),
    });
    expect(consentAnswer.status).toBe(400);
    expect(await consentAnswer.text()).toMatch(/^Invalid consent: \S/);
    const tokenAnswer = await app.request("/api/token", {
      method: "POST",
      body: new URLSearchParams({ grant_type: "authorization_code", code: "c", redirect_uri: redirect }),
    });
    expect(tokenAnswer.status).toBe(400);
    expect(await tokenAnswer.json()).toEqual({
      error: "invalid_request",
      error_description: "Invalid client_id",
    });
  });
});

describe("socialConfigFor", () => {
  it("uses the test provider and test plugin in demo mode without keys", () => {
    const social = socialConfigFor(loadConfig({ DEMO: "1", PORT: "4173" }));
    expect(social.spotify?.accountsUrl).toBe(`${ORIGIN}/__oauth-test/spotify`);
    expect(social.messenger).toEqual({ mode: "test" });
  });

  it("never uses the test provider in production: Spotify's hosts with a client id, else nothing", () => {
    const production = { SERVER_SECRET: "s".repeat(32) };
    expect(socialConfigFor(loadConfig(production))).toEqual({});
    const social = socialConfigFor(
      loadConfig({ ...production, SPOTIFY_CLIENT_ID: "abc123", FACEBOOK_APP_ID: "42" }),
    );
    expect(social.spotify).toMatchObject({
      clientId: "abc123",
      accountsUrl: "https://accounts.spotify.com",
      apiUrl: "https://api.spotify.com",
    });
    expect(social.messenger).toEqual({ mode: "facebook", appId: "42" });
  });
});
