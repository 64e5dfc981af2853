import { z } from "zod/mini";
import type { ApiClient } from "../sdk/api/client.js";
import { CAMPAIGN_URI_PATH, type LookupTarget, lookupQueryOf } from "../sdk/campaign/lookup-target.js";

/**
 * The server puts the campaign-uri answer for the requested route into the page as a JSON data
 * block (not executable, so CSP-safe), so the first view needs no API round trip. On a static host the
 * block is absent and the site fetches instead.
 */
const embeddedSchema = z.object({
  target: z.union([z.object({ uri: z.string() }), z.object({ oid: z.string() })]),
  answer: z.object({ status: z.number().check(z.int()), data: z.unknown() }),
});

export function primeFromPage(client: ApiClient, doc: Document = document): LookupTarget | undefined {
  const text = doc.getElementById("campaign-data")?.textContent;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = embeddedSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { target, answer } = parsed.data;
  client.prime({ path: CAMPAIGN_URI_PATH, query: lookupQueryOf(target) }, answer);
  return target;
}
