import { useEffect, useState } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import type { CampaignAccount } from "../../sdk/api/schemas/campaign-account.js";
import type { CampaignLookup } from "../../sdk/api/schemas/campaign-lookup.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { ValidationType } from "../../sdk/api/schemas/verification.js";
import { fanStore } from "../../sdk/fan/fan-store.js";

/**
 * Where the visitor's registration stands (GET /campaign-fan, issue 20): still waiting for the code it
 * was sent (202: a reload keeps the code screen, no second code), or done (200: a known fan sees where
 * they stand, not the form again).
 */
export type Standing = { kind: "pending"; validationType: ValidationType } | { kind: "registered"; fan: Fan };

export type KnownAccountState =
  | { status: "checking" }
  | { status: "known"; account?: CampaignAccount; standing?: Standing };

type Answer = { campaignOid: string; account?: CampaignAccount; standing?: Standing };

/**
 * core-journey §4 "A known fan starts at form if an email is already known, otherwise at email": the
 * visitor's account, from GET /campaign-uri, and how their registration stands. The page's own lookup
 * (embedded in the HTML, or set as campaignData) is made without the visitor's token, so a visitor
 * holding one asks again, uncached. A failed check starts the journey as a new visitor's. Mount it
 * once per campaign (a key).
 */
export function useKnownAccount(
  client: ApiClient,
  lookup: CampaignLookup,
  campaignOid: string,
  preview: boolean | undefined,
): KnownAccountState {
  const given = lookup.campaignAccount;
  // Decided once: the token this journey's own registration saves must not restart the journey.
  const [asks] = useState(() => !preview && client.tokens.get() !== undefined);
  const [askLookup] = useState(() => !given);
  // The answer is kept with the campaign it is about: another campaign asks again.
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    // The calls' schemas load with them (after the first view; the first view's own lookup had them too).
    const calls = import("../../sdk/fan/fan-calls.js");
    const account = askLookup
      ? calls
          .then(({ fetchOwnLookup }) => fetchOwnLookup(client, campaignOid, options))
          .then((result) => (result.status === 200 ? result.data.campaignAccount : undefined))
      : undefined;
    const standing = calls
      .then(({ fetchFan }) => fetchFan(client, campaignOid, options))
      .then((result): Standing | undefined =>
        result.status === 200
          ? { kind: "registered", fan: result.data }
          : result.status === 202
            ? { kind: "pending", validationType: result.data.validationType }
            : undefined,
      );
    const settled = <T>(promise: Promise<T> | undefined) => promise?.catch(() => undefined);
    void Promise.all([settled(account), settled(standing)]).then(([account, standing]) => {
      if (controller.signal.aborted) return;
      if (standing?.kind === "registered") fanStore.set(campaignOid, { status: "fan", fan: standing.fan });
      setAnswer({ campaignOid, ...(account && { account }), ...(standing && { standing }) });
    });
    return () => controller.abort();
  }, [asks, askLookup, client, campaignOid]);
  const account = askLookup ? answer?.account : preview ? undefined : given;
  if (!asks) return { status: "known", ...(account && { account }) };
  if (answer?.campaignOid !== campaignOid) return { status: "checking" };
  return {
    status: "known",
    ...(account && { account }),
    ...(answer.standing && { standing: answer.standing }),
  };
}
