import type { ApiClient } from "../api/client.js";
import type { CampaignLookup } from "../api/schemas/campaign-lookup.js";
import { CAMPAIGN_URI_PATH, type LookupTarget, lookupQueryOf } from "./lookup-target.js";

// Issue 22: zod and the campaign's schemas are not part of an element's static code. They load as one
// chunk (first-view-schemas.ts) started with the campaign's request, so the first view waits for the
// longer of the two, not their sum; nothing is used before it is parsed.

export type FirstViewSchemas = typeof import("./first-view-schemas.js");

let loaded: FirstViewSchemas | undefined;
let loading: Promise<FirstViewSchemas> | undefined;

/** Starts the schemas' chunk once per page (a failed load is tried again by the next caller). */
export function loadFirstViewSchemas(): Promise<FirstViewSchemas> {
  loading ??= import("./first-view-schemas.js").then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The schemas when their chunk has loaded (the server loads it before it renders a first screen). */
export const firstViewSchemasNow = (): FirstViewSchemas | undefined => loaded;

/** For a screen that shows only once the campaign is parsed (useCampaign), hence after the schemas loaded. */
export function requireFirstViewSchemas(): FirstViewSchemas {
  if (!loaded) throw new Error("the first view's schemas are used before the campaign was parsed");
  return loaded;
}

/**
 * GET /campaign-uri as lookupCampaign makes it (the client's cache, the same checks and errors), sent
 * while the schemas load; the answer is parsed once both have arrived.
 */
export async function lazyLookupCampaign(
  client: ApiClient,
  target: LookupTarget,
  signal?: AbortSignal,
): Promise<CampaignLookup> {
  const schemas = loadFirstViewSchemas();
  const answer = client.request({
    method: "GET",
    path: CAMPAIGN_URI_PATH,
    query: lookupQueryOf(target),
    cache: true,
    ...(signal && { signal }),
  });
  // Whichever fails first, the caller sees one error; the other promise is not left unhandled.
  answer.catch(() => undefined);
  const { lookupFromAnswer } = await schemas;
  return lookupFromAnswer(target, await answer);
}
