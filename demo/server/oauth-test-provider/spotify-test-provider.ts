import { createHash, randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod/mini";
import { HttpError, readJson } from "../api/validate.js";
import { TEST_SPOTIFY_CLIENT_ID } from "../oauth/social-config.js";
import { escapeHtml } from "../pages/render-page.js";
import { pageSecurityHeaders } from "../security-headers.js";

// DEMO MODE ONLY: a local stand-in for accounts.spotify.com and api.spotify.com, which this machine
// cannot reach. Mounted under /__oauth-test/spotify and never in production (without DEMO=1). It
// speaks the same protocol as Spotify for what the follow page uses: authorization code with PKCE
// (/authorize, /api/token), GET v1/me, and the follow calls of engagement §7. State is in memory.

/** The fan the test provider says is connected. */
export const TEST_SPOTIFY_PROFILE = {
  id: "oauth-test-fan",
  display_name: "Robin Van der Berg",
  birthdate: "1994-07-23",
  email: "robin.spotify@example.com",
  country: "AU",
};

const authorizeQuery = z.object({
  client_id: z.literal(TEST_SPOTIFY_CLIENT_ID),
  response_type: z.literal("code"),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  state: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  scope: z.optional(z.string().check(z.maxLength(1000))),
  code_challenge_method: z.literal("S256"),
  code_challenge: z.string().check(z.regex(/^[\w-]{43}$/)),
});

const consentForm = z.extend(authorizeQuery, { decision: z.enum(["allow", "deny"]) });

const tokenForm = z.object({
  grant_type: z.literal("authorization_code"),
  code: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
  client_id: z.literal(TEST_SPOTIFY_CLIENT_ID),
  code_verifier: z.string().check(z.minLength(43)).check(z.maxLength(128)),
});

const FOLLOW_KINDS = new Set(["tracks", "albums", "shows", "episodes"]);

export interface FollowCall {
  method: string;
  path: string;
  query: string;
  body?: unknown;
}

/** Why a form body could not be read (a malformed multipart body throws): the client's mistake, a 400. */
const MALFORMED_FORM = "Malformed form body";

/** A form body (urlencoded or multipart), or undefined when it cannot be read. */
const formOf = (c: Context): Promise<unknown> => c.req.parseBody().catch(() => undefined);

/**
 * A follow call's JSON body: none when empty, else parsed by the server's one JSON reader (readJson),
 * whose refusal of malformed JSON is the reason of a 400 in Spotify's error shape, never a 500.
 */
async function followBody(c: Context): Promise<{ body?: unknown } | { malformed: string }> {
  if (!(await c.req.text()).trim()) return {};
  try {
    // Hono keeps the text read above, so readJson reads the same body again.
    return { body: await readJson(c) };
  } catch (error) {
    if (error instanceof HttpError) return { malformed: error.message };
    throw error;
  }
}

export function createSpotifyTestProvider(publicOrigin: string): Hono {
  const app = new Hono();
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const calls: FollowCall[] = [];

  // Only back to this site: the test provider must not become an open redirect.
  const ownRedirect = (uri: string) => new URL(uri).origin === new URL(publicOrigin).origin;

  app.get("/authorize", (c) => {
    const query = authorizeQuery.safeParse(c.req.query());
    if (!query.success || !ownRedirect(query.data.redirect_uri))
      return c.text(`Invalid authorize request: ${query.error?.issues[0]?.message ?? "redirect_uri"}`, 400);
    const hidden = Object.entries(query.data)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
      .join("");
    return c.html(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>OAuth test provider: Spotify</title><link rel="stylesheet" href="/assets/dev.css"></head>
<body><main>
<h1>OAuth test provider (Spotify stand-in)</h1>
<p>Demo mode only. Spotify cannot be reached from this machine, so this page plays its consent screen.</p>
<p>Connect as <strong>${escapeHtml(TEST_SPOTIFY_PROFILE.display_name)}</strong>, born ${TEST_SPOTIFY_PROFILE.birthdate}.</p>
<form method="post" action="authorize">${hidden}
<button type="submit" name="decision" value="allow">Agree</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></main></body></html>`,
      200,
      { ...pageSecurityHeaders(), "cache-control": "no-store" },
    );
  });

  app.post("/authorize", async (c) => {
    const body = await formOf(c);
    if (body === undefined) return c.text(MALFORMED_FORM, 400);
    const form = consentForm.safeParse(body);
    if (!form.success || !ownRedirect(form.data.redirect_uri))
      return c.text(`Invalid consent: ${form.error?.issues[0]?.message ?? "redirect_uri"}`, 400);
    const back = new URL(form.data.redirect_uri);
    back.searchParams.set("state", form.data.state);
    if (form.data.decision === "deny") {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = randomBytes(18).toString("base64url");
      codes.set(code, { challenge: form.data.code_challenge, redirectUri: form.data.redirect_uri });
      back.searchParams.set("code", code);
    }
    return c.redirect(back.toString(), 303);
  });

  app.post("/api/token", async (c) => {
    const body = await formOf(c);
    // OAuth's error shape (RFC 6749 §5.2), with the reason as its description.
    if (body === undefined)
      return c.json({ error: "invalid_request", error_description: MALFORMED_FORM }, 400);
    const form = tokenForm.safeParse(body);
    if (!form.success) {
      const description = `Invalid ${form.error.issues[0]?.path.join(".") || "request"}`;
      return c.json({ error: "invalid_request", error_description: description }, 400);
    }
    const grant = codes.get(form.data.code);
    codes.delete(form.data.code);
    const challenge = createHash("sha256").update(form.data.code_verifier).digest("base64url");
    if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.data.redirect_uri)
      return c.json({ error: "invalid_grant" }, 400);
    const token = randomBytes(24).toString("base64url");
    tokens.add(token);
    return c.json({ access_token: token, token_type: "Bearer", expires_in: 3600, scope: "" });
  });

  const authorized = (header: string | undefined) => tokens.has(header?.replace(/^Bearer /, "") ?? "");

  app.get("/v1/me", (c) => {
    if (!authorized(c.req.header("authorization"))) return c.json({ error: { status: 401 } }, 401);
    return c.json(TEST_SPOTIFY_PROFILE);
  });

  const record = async (c: Context, valid: boolean) => {
    if (!authorized(c.req.header("authorization"))) return c.json({ error: { status: 401 } }, 401);
    if (!valid) return c.json({ error: { status: 400, message: "bad follow request" } }, 400);
    const read = await followBody(c);
    if ("malformed" in read) return c.json({ error: { status: 400, message: read.malformed } }, 400);
    const url = new URL(c.req.url);
    calls.push({
      method: "PUT",
      path: url.pathname.slice(url.pathname.indexOf("/v1/")),
      query: url.search,
      ...read,
    });
    return c.body(null, 204);
  };

  app.put("/v1/me/following", (c) =>
    record(c, ["artist", "user"].includes(c.req.query("type") ?? "") && Boolean(c.req.query("ids"))),
  );
  app.put("/v1/playlists/:id/followers", (c) => record(c, true));
  app.put("/v1/me/:kind", (c) =>
    record(c, FOLLOW_KINDS.has(c.req.param("kind")) && Boolean(c.req.query("ids"))),
  );

  // For tests and curious developers: the follow calls received so far.
  app.get("/calls", (c) => c.json({ calls }));

  return app;
}
