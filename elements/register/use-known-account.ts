import { useEffect, useState } from "react";
import { callApi } from "../../sdk/api/call-api.js";
import { getCampaignByUri } from "../../sdk/api/calls/lookup.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { CampaignAccount } from "../../sdk/api/schemas/campaign-account.js";
import type { CampaignLookup } from "../../sdk/api/schemas/campaign-lookup.js";

export type KnownAccountState = { status: "checking" } | { status: "known"; account?: CampaignAccount };

/**
 * core-journey §4 "A known fan starts at form if an email is already known, otherwise at email": the
 * visitor's account, from GET /campaign-uri. The page's own answer (embedded in the HTML, or set as
 * campaignData) is made without the visitor's token, so a visitor holding one asks again, uncached.
 * A failed check starts the journey as a new visitor's. Mount it once per campaign (a key).
 */
export function useKnownAccount(
  client: ApiClient,
  lookup: CampaignLookup,
  campaignOid: string,
  preview: boolean | undefined,
): KnownAccountState {
  const given = lookup.campaignAccount;
  // Decided once: the token this journey's own registration saves must not restart the journey.
  const [asks] = useState(() => !given && !preview && client.tokens.get() !== undefined);
  // The answer is kept with the campaign it is about: another campaign asks again.
  const [answer, setAnswer] = useState<{ campaignOid: string; account?: CampaignAccount }>();
  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const done = (account?: CampaignAccount) => setAnswer({ campaignOid, ...(account && { account }) });
    callApi(client, getCampaignByUri, { query: { oid: campaignOid } }, { signal: controller.signal })
      .then((result) => done(result.status === 200 ? result.data.campaignAccount : undefined))
      .catch(() => {
        if (!controller.signal.aborted) done();
      });
    return () => controller.abort();
  }, [asks, client, campaignOid]);
  if (!asks) return { status: "known", ...(given && !preview && { account: given }) };
  if (answer?.campaignOid !== campaignOid) return { status: "checking" };
  return { status: "known", ...(answer.account && { account: answer.account }) };
}
