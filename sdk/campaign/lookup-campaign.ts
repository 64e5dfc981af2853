import { callApi } from "../api/call-api.js";
import { getCampaignByUri } from "../api/calls/lookup.js";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import type { CampaignLookup } from "../api/schemas/campaign-lookup.js";
import type { CampaignUriQuery } from "../routing/route-target.js";

export type { CampaignLookup };
/** A campaign or tour as the HTTP API names it: `{ uri }` (`p/demo-presale`, `demo`, `t/demo-tour`) or `{ oid }`. */
export type LookupTarget = CampaignUriQuery;

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
  // Errors throw in the client; a declared status other than 200 that got through is one too.
  if (result.status !== 200) throw new ApiError(result.data.message, result.status, result.data);
  return result.data;
}
