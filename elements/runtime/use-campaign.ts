import { useEffect, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { CampaignLookup } from "../../sdk/api/schemas/campaign-lookup.js";
import {
  type FirstViewSchemas,
  firstViewSchemasNow,
  lazyLookupCampaign,
  loadFirstViewSchemas,
} from "../../sdk/campaign/lazy-lookup.js";

export interface CampaignSource {
  /** A campaign uri such as `p/demo-presale` (attribute `campaign`). */
  campaign?: string;
  /** Attribute `campaign-oid`, used when no uri is given. */
  campaignOid?: string;
  /** Attribute `api-base`; default `/api/v1/cn` on the page's origin. */
  apiBase?: string;
  /** Property only: a lookup answer the page already has (the hosted site passes it). */
  campaignData?: CampaignLookup;
}

export type CampaignState =
  | { status: "loading" }
  | { status: "ready"; lookup: CampaignLookup }
  | { status: "error"; message: string }
  | { status: "missing-attribute" };

/** A property crosses a boundary too: parse it (this also fills the schema's defaults). */
function stateOf(schemas: FirstViewSchemas, campaignData: CampaignLookup): CampaignState {
  const parsed = schemas.parseCampaignData(campaignData);
  return parsed.success
    ? { status: "ready", lookup: parsed.data }
    : { status: "error", message: parsed.message };
}

const failed = (error: unknown): CampaignState => ({
  status: "error",
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Loads the campaign an element is about, through the page's shared API client and its cache. The schemas
 * load beside it (issue 22, sdk/campaign/lazy-lookup.ts): a given campaignData is ready at the first
 * render once they have loaded (the server loads them before it renders), else when they arrive.
 */
export function useCampaign({ campaign, campaignOid, apiBase, campaignData }: CampaignSource): CampaignState {
  const [first] = useState(() => {
    if (!campaignData) return undefined;
    const schemas = firstViewSchemasNow();
    return { data: campaignData, state: schemas && stateOf(schemas, campaignData) };
  });
  const [state, setState] = useState<CampaignState>(first?.state ?? { status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    if (campaignData) {
      if (campaignData === first?.data && first.state) return;
      loadFirstViewSchemas().then(
        (schemas) => live() && setState(stateOf(schemas, campaignData)),
        (error: unknown) => live() && setState(failed(error)),
      );
      return () => controller.abort();
    }
    const target = campaign ? { uri: campaign } : campaignOid ? { oid: campaignOid } : undefined;
    if (!target) {
      setState({ status: "missing-attribute" });
      return;
    }
    setState({ status: "loading" });
    lazyLookupCampaign(getApiClient(apiBase), target, controller.signal).then(
      (lookup) => live() && setState({ status: "ready", lookup }),
      (error: unknown) => live() && setState(failed(error)),
    );
    return () => controller.abort();
  }, [campaign, campaignOid, apiBase, campaignData, first]);
  return state;
}
