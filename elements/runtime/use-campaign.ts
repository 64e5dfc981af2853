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
export function useCampaign({ campaign, campaignOid, apiBase, campaignData }: CampaignSource): CampaignState {
  const [state, setState] = useState<CampaignState>({ status: "loading" });
  useEffect(() => {
    if (campaignData) {
      // A property crosses a boundary too: parse it (this also fills the schema's defaults).
      const parsed = CampaignLookupSchema.safeParse(campaignData);
      setState(
        parsed.success
          ? { status: "ready", lookup: parsed.data }
          : { status: "error", message: parsed.error.issues[0]?.message ?? "invalid campaignData" },
      );
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
  }, [campaign, campaignOid, apiBase, campaignData]);
  return state;
}
