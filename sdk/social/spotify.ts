import { z } from "zod/mini";

// engagement §7 "Spotify connect": the pure parts (no DOM): the authorize address, the messages of the
// callback page, v1/me read into the register form's names and date of birth, and the follow request of
// each target kind.

/** engagement §9: the OAuth popup is 500x450. */
export const OAUTH_POPUP_FEATURES = "width=500,height=450";

/** The scopes the connect asks for: the profile (names, birthdate) and the follow calls. */
export const SPOTIFY_SCOPES = [
  "user-read-private",
  "user-read-email",
  "user-read-birthdate",
  "user-follow-modify",
  "user-library-modify",
  "playlist-modify-private",
  "playlist-modify-public",
] as const;

/**
 * Where the connect goes, from the server's configuration (docs/running-the-server.md): Spotify's
 * accounts and API hosts in production; in demo mode the local test provider stands in for both.
 */
export const SpotifyConfigSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  /** accounts.spotify.com: /authorize and /api/token live under it. */
  accountsUrl: z.url({ protocol: /^https?$/ }),
  /** api.spotify.com: /v1/... lives under it. */
  apiUrl: z.url({ protocol: /^https?$/ }),
  /** The callback page on the campaign site's origin; it posts the answer back to the opener. */
  redirectUri: z.url({ protocol: /^https?$/ }),
});
export type SpotifyConfig = z.infer<typeof SpotifyConfigSchema>;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function spotifyAuthorizeUrl(
  config: SpotifyConfig,
  request: { state: string; codeChallenge: string },
): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    response_type: "code",
    redirect_uri: config.redirectUri,
    state: request.state,
    scope: SPOTIFY_SCOPES.join(" "),
    code_challenge_method: "S256",
    code_challenge: request.codeChallenge,
  });
  return `${trimSlash(config.accountsUrl)}/authorize?${query}`;
}

/** What the callback page posts to its opener (same origin only): the code and state, or the error. */
export const OAuthCallbackMessageSchema = z.object({
  type: z.literal("campaign-oauth-callback"),
  provider: z.literal("spotify"),
  state: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  code: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(2000))),
  error: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(200))),
});
export type OAuthCallbackMessage = z.infer<typeof OAuthCallbackMessageSchema>;

/** The answer of POST {accountsUrl}/api/token (authorization code with PKCE). */
export const SpotifyTokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

/** The part of GET v1/me the connect reads. */
export const SpotifyMeSchema = z.object({
  display_name: z.nullish(z.string()),
  birthdate: z.nullish(z.string()),
});
export type SpotifyMe = z.infer<typeof SpotifyMeSchema>;

/** engagement §7: display_name split on the first space into first and last name. */
export function splitDisplayName(displayName: string): { firstName?: string; lastName?: string } {
  const name = displayName.trim();
  if (!name) return {};
  const space = name.indexOf(" ");
  if (space === -1) return { firstName: name };
  const lastName = name.slice(space + 1).trim();
  return { firstName: name.slice(0, space), ...(lastName && { lastName }) };
}

/** engagement §7: birthdate year-month-day reordered to the form's dd/MM/yyyy; undefined when not a date. */
export function birthdateToDob(birthdate: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate.trim());
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

export interface ProfilePrefill {
  firstName?: string;
  lastName?: string;
  /** dd/MM/yyyy, the register form's `dob`. */
  dob?: string;
}

export function prefillFromSpotify(me: SpotifyMe): ProfilePrefill {
  const dob = me.birthdate ? birthdateToDob(me.birthdate) : undefined;
  return { ...(me.display_name ? splitDisplayName(me.display_name) : {}), ...(dob && { dob }) };
}

export interface SpotifyRequest {
  method: "PUT";
  url: string;
  body?: unknown;
}

/**
 * engagement §7: the follow call of a target `spotify:{kind}:{id}`: PUT v1/me/following?type= (artist,
 * user), v1/playlists/{id}/followers (public false), v1/me/tracks, albums, shows (podcast), episodes.
 */
export function spotifyFollowRequest(apiUrl: string, target: string): SpotifyRequest | undefined {
  const [service, kind, ...rest] = target.split(":");
  const id = rest.join(":");
  if (service !== "spotify" || !id) return undefined;
  const v1 = `${trimSlash(apiUrl)}/v1`;
  const ids = `ids=${encodeURIComponent(id)}`;
  switch (kind) {
    case "artist":
    case "user":
      return { method: "PUT", url: `${v1}/me/following?type=${kind}&${ids}` };
    case "playlist":
      return {
        method: "PUT",
        url: `${v1}/playlists/${encodeURIComponent(id)}/followers`,
        body: { public: false },
      };
    case "track":
      return { method: "PUT", url: `${v1}/me/tracks?${ids}` };
    case "album":
      return { method: "PUT", url: `${v1}/me/albums?${ids}` };
    case "podcast":
    case "show":
      return { method: "PUT", url: `${v1}/me/shows?${ids}` };
    case "episode":
      return { method: "PUT", url: `${v1}/me/episodes?${ids}` };
    default:
      return undefined;
  }
}
