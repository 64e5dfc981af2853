import { useEffect, useState } from "react";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { type FanState, fanStore } from "../../sdk/fan/fan-store.js";

/** The fan of a campaign as the page knows it, kept in step with the other elements on the page. */
export function useFan(campaignOid: string, apiBase?: string): FanState {
  const [state, setState] = useState<FanState>(() => fanStore.get(campaignOid));
  useEffect(() => {
    const unsubscribe = fanStore.subscribe(campaignOid, setState);
    fanStore.load(getApiClient(apiBase), campaignOid).then(setState);
    return unsubscribe;
  }, [campaignOid, apiBase]);
  return state;
}
