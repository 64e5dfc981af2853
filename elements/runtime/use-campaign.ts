import { useEffect, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { CampaignLookupSchema } from "../../sdk/api/schemas/campaign-lookup.js";
import { type CampaignLookup, lookupCampaign } from "../../sdk/campaign/lookup-campaign.js";

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

/** Loads the campaign an element is about, through the page's shared API client and its cache. */
/** A property crosses a boundary too: parse it (this also fills the schema's defaults). */
function stateOf(campaignData: CampaignLookup): CampaignState {
  const parsed = CampaignLookupSchema.safeParse(campaignData);
  return parsed.success
    ? { status: "ready", lookup: parsed.data }
    : { status: "error", message: parsed.error.issues[0]?.message ?? "invalid campaignData" };
}

export function useCampaign({ campaign, campaignOid, apiBase, campaignData }: CampaignSource): CampaignState {
  // Given data is ready at the first render: the server renders first screens without effects (issue 22).
  const [first] = useState(() =>
    campaignData ? { data: campaignData, state: stateOf(campaignData) } : undefined,
  );
  const [state, setState] = useState<CampaignState>(first?.state ?? { status: "loading" });
  useEffect(() => {
    if (campaignData) {
      if (campaignData !== first?.data) setState(stateOf(campaignData));
      return;
    }
    const target = campaign ? { uri: campaign } : campaignOid ? { oid: campaignOid } : undefined;
    if (!target) {
      setState({ status: "missing-attribute" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    lookupCampaign(getApiClient(apiBase), target, controller.signal).then(
      (lookup) => setState({ status: "ready", lookup }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [campaign, campaignOid, apiBase, campaignData, first?.data]);
  return state;
}
