import { callApi } from "../api/call-api.js";
import { getCampaignByUri } from "../api/calls/lookup.js";
import type { ApiClient } from "../api/client.js";
import type { CampaignLookup } from "../api/schemas/campaign-lookup.js";

export type { CampaignLookup };
export type LookupTarget = { uri: string } | { oid: string };

export const CAMPAIGN_URI_PATH = getCampaignByUri.path;

export const lookupQueryOf = (target: LookupTarget): Record<string, string> =>
  "uri" in target ? { uri: target.uri } : { oid: target.oid };

/**
 * GET /campaign-uri through the client's cache (the hosted site primes it from the page), parsed
 * with the shared schema: whatever the server sends, the caller gets a valid lookup or an ApiError.
 */
export async function lookupCampaign(
  client: ApiClient,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<CampaignLookup> {
  const result = await callApi(
    client,
    getCampaignByUri,
    { query: lookupQueryOf(target) },
    { cache: true, ...(signal && { signal }) },
  );
  return result.data as CampaignLookup;
}
