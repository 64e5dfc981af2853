/** The magic link's query parameter carrying its session token (engagement §4 gatekeeper). */
export const SESSION_TOKEN_PARAM = "sessionToken";

/**
 * The parameter's value as it came, and the query string without it. Unparsed: the site takes it out of
 * the address bar before anything else runs, and before any schema has loaded (issue 22); whoever keeps it
 * parses it first (takeSessionToken, site/stream-slot.ts).
 */
export function takeSessionTokenParam(search: string): { value?: string; search: string } {
  const params = new URLSearchParams(search);
  const value = params.get(SESSION_TOKEN_PARAM);
  if (value === null) return { search };
  params.delete(SESSION_TOKEN_PARAM);
  const rest = params.toString();
  return { value, search: rest ? `?${rest}` : "" };
}
