import type { SocialConfig } from "../../../sdk/social/social-config.js";
import type { ServerConfig } from "../config.js";

/** Where the test provider answers (demo mode only; never the production default). */
export const OAUTH_TEST_PREFIX = "/__oauth-test/spotify";
/** The callback page the OAuth popup lands on, on the campaign site's origin. */
export const SPOTIFY_CALLBACK_PATH = "/oauth/spotify/callback";
/** The client id the test provider accepts. */
export const TEST_SPOTIFY_CLIENT_ID = "oauth-test-client";

/**
 * The social services the pages may use (engagement §7), from the server config: Spotify's own hosts
 * when SPOTIFY_CLIENT_ID is set, the local test provider in demo mode otherwise, nothing in production
 * otherwise; Facebook's plugin when FACEBOOK_APP_ID is set, the test plugin in demo mode otherwise.
 */
export function socialConfigFor(config: ServerConfig): SocialConfig {
  const redirectUri = `${config.publicOrigin}${SPOTIFY_CALLBACK_PATH}`;
  const testBase = `${config.publicOrigin}${OAUTH_TEST_PREFIX}`;
  const spotify = config.SPOTIFY_CLIENT_ID
    ? {
        clientId: config.SPOTIFY_CLIENT_ID,
        accountsUrl: config.SPOTIFY_ACCOUNTS_URL,
        apiUrl: config.SPOTIFY_API_URL,
        redirectUri,
      }
    : config.demoMode
      ? { clientId: TEST_SPOTIFY_CLIENT_ID, accountsUrl: testBase, apiUrl: testBase, redirectUri }
      : undefined;
  const messenger = config.FACEBOOK_APP_ID
    ? { mode: "facebook" as const, appId: config.FACEBOOK_APP_ID }
    : config.demoMode
      ? { mode: "test" as const }
      : undefined;
  return { ...(spotify && { spotify }), ...(messenger && { messenger }) };
}

/** Origins the pages talk to or load scripts from for these services (the CSP adds them). */
export function socialCspSources(social: SocialConfig): { connect: string[]; script: string[] } {
  const connect = social.spotify
    ? [new URL(social.spotify.accountsUrl).origin, new URL(social.spotify.apiUrl).origin]
    : [];
  return {
    connect: [...new Set(connect)],
    script: social.messenger?.mode === "facebook" ? ["https://connect.facebook.net"] : [],
  };
}
