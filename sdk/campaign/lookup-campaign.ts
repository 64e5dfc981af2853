import { callApi, resultOfCall } from "../api/call-api.js";
import { getCampaignByUri } from "../api/calls/lookup.js";
import type { ApiAnswer, ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import type { CampaignLookup } from "../api/schemas/campaign-lookup.js";
import { type LookupTarget, lookupQueryOf } from "./lookup-target.js";

export type { LookupTarget } from "./lookup-target.js";
export type { CampaignLookup };

type LookupResult = Awaited<ReturnType<typeof callApi<typeof getCampaignByUri>>>;

function lookupOf(result: LookupResult): CampaignLookup {
  // Errors throw in the client; a declared status other than 200 that got through is one too.
  if (result.status !== 200) throw new ApiError(result.data.message, result.status, result.data);
  return result.data;
}

/**
 * GET /campaign-uri through the client's cache (the hosted site primes it from the page), parsed
 * with the shared schema: whatever the server sends, the caller gets a valid lookup or an ApiError.
 */
export async function lookupCampaign(
  client: ApiClient,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<CampaignLookup> {
  const query = lookupQueryOf(target);
  return lookupOf(
    await callApi(client, getCampaignByUri, { query }, { cache: true, ...(signal && { signal }) }),
  );
}

/** The same checks and result for an answer fetched before the schemas loaded (lazy-lookup.ts). */
export const lookupFromAnswer = (target: LookupTarget, answer: ApiAnswer): CampaignLookup =>
  lookupOf(resultOfCall(getCampaignByUri, { query: lookupQueryOf(target) }, answer));
