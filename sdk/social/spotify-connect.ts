import {
  OAUTH_POPUP_FEATURES,
  OAuthCallbackMessageSchema,
  type ProfilePrefill,
  prefillFromSpotify,
  type SpotifyConfig,
  SpotifyMeSchema,
  SpotifyTokenSchema,
  spotifyAuthorizeUrl,
  spotifyFollowRequest,
} from "./spotify.js";

// engagement §7 "Spotify connect" in the browser: the 500x450 popup, the code from the callback page
// (postMessage, same origin as the callback, zod-parsed), the token by PKCE, v1/me and the follow call.

export class SpotifyConnectError extends Error {}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function randomString(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * Opens the popup at once (inside the click, so no blocker stops it); the address is set when the PKCE
 * challenge is ready. Answers undefined when the browser refused the popup.
 */
export function openOAuthPopup(): Window | undefined {
  return window.open("about:blank", "campaign-spotify-connect", OAUTH_POPUP_FEATURES) ?? undefined;
}

/** How long a popup found closed may still deliver the callback page's message. */
const CLOSED_GRACE_MS = 1000;

/** Waits for the callback page's message: origin and source checked, then parsed. */
function waitForCode(popup: Window, callbackOrigin: string, state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (finish: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      clearInterval(closedCheck);
      finish();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== callbackOrigin || event.source !== popup) return;
      const message = OAuthCallbackMessageSchema.safeParse(event.data);
      if (!message.success || message.data.state !== state) return;
      const { code, error } = message.data;
      done(() => (code ? resolve(code) : reject(new SpotifyConnectError(error ?? "no code"))));
    };
    // The fan closed the popup without answering. The callback page closes itself right after posting its
    // message, so a closed popup gets a moment for that message to arrive before it counts as closed.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedCheck);
      setTimeout(() => done(() => reject(new SpotifyConnectError("closed"))), CLOSED_GRACE_MS);
    }, 500);
    window.addEventListener("message", onMessage);
  });
}

async function spotifyFetch(url: string, init: RequestInit): Promise<Response> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new SpotifyConnectError(`${init.method ?? "GET"} ${url} answered ${answer.status}`);
  return answer;
}

export interface SpotifyConnection {
  accessToken: string;
  prefill: ProfilePrefill;
}

/** The popup's consent, then the token and the profile (v1/me). */
export async function connectSpotify(config: SpotifyConfig, popup: Window): Promise<SpotifyConnection> {
  const state = randomString(16);
  const verifier = randomString(48);
  popup.location.href = spotifyAuthorizeUrl(config, { state, codeChallenge: await challengeOf(verifier) });
  const code = await waitForCode(popup, new URL(config.redirectUri).origin, state);
  const token = await spotifyFetch(`${config.accountsUrl.replace(/\/+$/, "")}/api/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: config.redirectUri,
      client_id: config.clientId,
      code_verifier: verifier,
    }),
  });
  const accessToken = SpotifyTokenSchema.parse(await token.json()).access_token;
  const me = await spotifyFetch(`${config.apiUrl.replace(/\/+$/, "")}/v1/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { accessToken, prefill: prefillFromSpotify(SpotifyMeSchema.parse(await me.json())) };
}

/** The follow call of the action's target kind (engagement §7). */
export async function spotifyFollow(
  config: SpotifyConfig,
  accessToken: string,
  target: string,
): Promise<void> {
  const request = spotifyFollowRequest(config.apiUrl, target);
  if (!request) throw new SpotifyConnectError(`No Spotify follow call for ${target}`);
  await spotifyFetch(request.url, {
    method: request.method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(request.body !== undefined && { "content-type": "application/json" }),
    },
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
  });
}
