import { takeSessionTokenParam } from "./session-token-param.js";
import { SessionTokenSchema } from "./stream-storage.js";

/**
 * The magic link's token in a query string, and the query string without it (the address bar must not
 * carry it: a copied address would show the link to whoever reads it). An unparseable token is dropped.
 */
export function takeSessionToken(search: string): { token?: string; search: string } {
  const taken = takeSessionTokenParam(search);
  const parsed = SessionTokenSchema.safeParse(taken.value);
  return { ...(parsed.success && { token: parsed.data }), search: taken.search };
}
