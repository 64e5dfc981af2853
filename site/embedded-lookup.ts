import type { ApiClient } from "../sdk/api/client.js";
import { loadFirstViewSchemas } from "../sdk/campaign/lazy-lookup.js";
import { CAMPAIGN_URI_PATH, type LookupTarget, lookupQueryOf } from "../sdk/campaign/lookup-target.js";

/**
 * The server puts the campaign-uri answer for the requested route into the page as a JSON data
 * block (not executable, so CSP-safe), so the first view needs no API round trip. On a static host the
 * block is absent and the site fetches instead. The block is parsed with the first view's schemas, which
 * the lookup waits for anyway (issue 22); the site's lookups start once this has answered.
 */
export async function primeFromPage(
  client: ApiClient,
  doc: Document = document,
): Promise<LookupTarget | undefined> {
  const text = doc.getElementById("campaign-data")?.textContent;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  // A chunk that cannot load: no priming; the lookup then fetches, and reports that failure its own way.
  const schemas = await loadFirstViewSchemas().catch(() => undefined);
  const parsed = schemas?.EmbeddedLookupSchema.safeParse(json);
  if (!parsed?.success) return undefined;
  const { target, answer } = parsed.data;
  client.prime({ path: CAMPAIGN_URI_PATH, query: lookupQueryOf(target) }, answer);
  return target;
}
