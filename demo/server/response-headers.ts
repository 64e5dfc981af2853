import type { MiddlewareHandler } from "hono";

// Headers every answer of the main origin carries (docs/security.md "The server itself"), set after the
// handler so answers made anywhere (errors, 404s, CORS preflights, static files) get them too.

/** A year: browsers keep to https for the site once they saw it there. No includeSubDomains: the
 * deployer's other hosts are not ours to commit. */
export const HSTS = "max-age=31536000";

/** `/api/v1/cn` covers itself and `/api/v1/cn/…`, never `/api/v1/cnx`. */
const underAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export function responseHeaders(options: {
  publicOrigin: string;
  /** Where answers are data rather than files or pages: the fan API, the promoter API, the dev routes. */
  noStorePaths: readonly string[];
}): MiddlewareHandler {
  const https = new URL(options.publicOrigin).protocol === "https:";
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    // Never guess a type: a fan's text answered as JSON can not be read as a script or a page.
    headers.set("x-content-type-options", "nosniff");
    if (https) headers.set("strict-transport-security", HSTS);
    // API answers carry a fan's data (account, fan, verification, session, the lookup with the visitor's
    // account and address), a promoter's (fans, a new key's secret, webhook secrets) or, in demo mode, the
    // dev outbox's codes: no cache, shared or private, may keep them. Errors and 401s too.
    if (underAny(c.req.path, options.noStorePaths) && !headers.has("cache-control")) {
      headers.set("cache-control", "no-store");
    }
    // An HTML answer with no policy of its own (the dev outbox, the OAuth callback) is framed by no one else.
    if (headers.get("content-type")?.startsWith("text/html") && !headers.has("content-security-policy")) {
      headers.set("content-security-policy", "frame-ancestors 'self'");
    }
  };
}
