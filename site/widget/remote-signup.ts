/**
 * /widget/remote-signup/?campaign=…&domain=…&hash=… — the frame a third-party form drives with plain
 * postMessages (docs/embedding.md): `requestConfig` answers the init payload, `submitForm` validates by
 * the remote-signup rules and registers the fan. Messages are accepted only from the parent window, on
 * an origin matching the promoter's verified domain (with or without www), once the server confirmed
 * the domain and hash. Answers go to that origin, never to a wildcard.
 */
import { callApi } from "../../sdk/api/call-api.js";
import {
  remoteSignup as remoteSignupCall,
  validateExternalDomain,
} from "../../sdk/api/calls/remote-signup.js";
import type { ApiClient } from "../../sdk/api/client.js";
import { lookupCampaign } from "../../sdk/campaign/lookup-campaign.js";
import { createI18n } from "../../sdk/i18n/i18n.js";
import { validateRemoteSignup } from "../../sdk/validation/remote-signup.js";
import { parentOriginOf } from "./options.js";
import {
  originMatchesDomain,
  RemoteSignupMessageSchema,
  RemoteSignupQuerySchema,
  remoteSignupInitOf,
} from "./remote-signup-rules.js";

/** engagement §8: what the frame logs when the sender's domain does not check out. */
export const DOMAIN_REFUSED = "Could not authenticate domain!";
export const REMOTE_SIGNUP_VERSION = 1;

export async function startRemoteSignup(client: ApiClient): Promise<void> {
  document.documentElement.classList.add("widget-page");
  const query = RemoteSignupQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(location.search)));
  if (!query.success) {
    console.error("[remote signup] cancelled: the frame needs campaign, domain and hash");
    return;
  }
  const { campaign: uri, domain, hash } = query.data;
  const lookup = await lookupCampaign(client, { uri });
  const campaign = lookup.campaign;
  if (!campaign) {
    console.error(`[remote signup] no campaign at ${uri}`);
    return;
  }
  const verified = await callApi(client, validateExternalDomain, {
    query: { promoterOid: campaign.promoterOid, domain, hash },
  })
    .then((answer) => answer.status === 200 && answer.data.valid)
    .catch(() => false);
  const init = remoteSignupInitOf(campaign);
  const i18n = await createI18n("en-us");

  const answer = (origin: string, message: Record<string, unknown>) =>
    window.parent.postMessage({ v: REMOTE_SIGNUP_VERSION, ...message }, origin);

  window.addEventListener("message", async (event) => {
    if (event.source !== window.parent) return;
    if (!verified || !originMatchesDomain(event.origin, domain)) {
      console.error(DOMAIN_REFUSED);
      return;
    }
    const parsed = RemoteSignupMessageSchema.safeParse(event.data);
    if (!parsed.success) {
      const action = (event.data as { action?: unknown } | null)?.action;
      console.warn(`[remote signup] unknown action: ${String(action)}`);
      answer(event.origin, { action: "error", success: false, error: "Unknown or malformed message" });
      return;
    }
    if (parsed.data.action === "requestConfig") {
      answer(event.origin, { action: "config", config: init });
      return;
    }
    const checked = await validateRemoteSignup(parsed.data.form, init.fields);
    if (!checked.ok) {
      const errors = Object.fromEntries(
        Object.entries(checked.errors).map(([key, error]) => [
          key,
          i18n.t(`validation.${error.code}`, error.values),
        ]),
      );
      answer(event.origin, { action: "submitResult", success: false, errors });
      return;
    }
    try {
      const result = await callApi(client, remoteSignupCall, {
        body: { ...checked.form, campaignOid: campaign.oid, domain, hash },
      });
      const success = result.status === 201 && result.data.success;
      answer(event.origin, { action: "submitResult", success });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      answer(event.origin, { action: "submitResult", success: false, errors: { form: message } });
    }
  });
  // The parent may wait for this before sending: the frame is listening (told only to a verified parent).
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined;
  const parentOrigin = parentOriginOf(ancestors, document.referrer);
  if (window.parent !== window && verified && parentOrigin && originMatchesDomain(parentOrigin, domain)) {
    answer(parentOrigin, { action: "ready" });
  }
}
