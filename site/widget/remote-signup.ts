/**
 * /widget/remote-signup/?campaign=…&domain=…&hash=… — the frame a third-party form drives with plain
 * postMessages (docs/embedding.md): `requestConfig` answers the init payload, `submitForm` validates by
 * the remote-signup rules and registers the fan. Messages are accepted only from the parent window, on
 * an origin matching the promoter's verified domain (with or without www), once the server confirmed
 * the domain and hash. It listens from the start: what arrives while it checks is kept and answered (or
 * refused) in order once the check is done. Answers go to that origin, never to a wildcard.
 */
import { z } from "zod/mini";
import { callApi } from "../../sdk/api/call-api.js";
import {
  remoteSignup as remoteSignupCall,
  validateExternalDomain,
} from "../../sdk/api/calls/remote-signup.js";
import type { ApiClient } from "../../sdk/api/client.js";
import { ApiError } from "../../sdk/api/errors.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { RemoteSignupFormSchema, type RemoteSignupInit } from "../../sdk/api/schemas/remote-signup.js";
import { lookupCampaign } from "../../sdk/campaign/lookup-campaign.js";
import { createI18n, type I18n } from "../../sdk/i18n/i18n.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { validateRemoteSignup } from "../../sdk/validation/remote-signup.js";
import { bufferMessages, type MessageBuffer } from "./message-buffer.js";
import { parentOriginOf } from "./options.js";
import { customAnswersOf } from "./remote-custom-fields.js";
import {
  describeRefusedMessage,
  originMatchesDomain,
  RemoteSignupMessageSchema,
  RemoteSignupQuerySchema,
  remoteSignupInitOf,
} from "./remote-signup-rules.js";

/** engagement §8: what the frame logs when the sender's domain does not check out. */
export const DOMAIN_REFUSED = "Could not authenticate domain!";
export const REMOTE_SIGNUP_VERSION = 1;

/** A refusal's body names the field it is about (demo/server/api/validate.ts ErrorBody). */
const RefusalSchema = z.object({ field: z.optional(z.string()) });
const FORM_FIELDS = new Set(Object.keys(RemoteSignupFormSchema.shape));
/** How the server names a custom field in a refusal (demo/server/fans/registration-rules.ts). */
const CUSTOM_FIELD_PREFIX = "customFields.";

/**
 * The server's refusal as the form's field errors: under the field it names when that is one of the form's
 * (its own rules, e.g. the date of birth; a custom field's `customFields.<key>` under its key), else under
 * `form`.
 */
export function refusalErrors(error: unknown): Record<string, string> {
  const message = error instanceof Error ? error.message : String(error);
  const field = error instanceof ApiError ? RefusalSchema.safeParse(error.data).data?.field : undefined;
  const custom = field?.startsWith(CUSTOM_FIELD_PREFIX) ? field.slice(CUSTOM_FIELD_PREFIX.length) : undefined;
  if (custom) return { [custom]: message };
  return field && FORM_FIELDS.has(field) ? { [field]: message } : { form: message };
}

interface Session {
  campaign: Campaign;
  verified: boolean;
  init: RemoteSignupInit;
  i18n: I18n;
}

/** The campaign, and whether the domain and hash are the promoter's; undefined when there is no campaign. */
async function openSession(client: ApiClient, uri: string, domain: string, hash: string) {
  try {
    const campaign = (await lookupCampaign(client, { uri })).campaign;
    if (!campaign) {
      console.error(`[remote signup] no campaign at ${uri}`);
      return undefined;
    }
    const verified = await callApi(client, validateExternalDomain, {
      query: { promoterOid: campaign.promoterOid, domain, hash },
    })
      .then((answer) => answer.status === 200 && answer.data.valid)
      .catch(() => false);
    const session: Session = {
      campaign,
      verified,
      init: remoteSignupInitOf(campaign),
      i18n: await createI18n("en-us", [formTexts]),
    };
    return session;
  } catch (error) {
    console.error(`[remote signup] the campaign at ${uri} could not be loaded`, error);
    return undefined;
  }
}

export async function startRemoteSignup(
  client: ApiClient,
  messages: MessageBuffer = bufferMessages(window),
): Promise<void> {
  document.documentElement.classList.add("widget-page");
  const query = RemoteSignupQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(location.search)));
  if (!query.success) {
    messages.stop();
    console.error("[remote signup] cancelled: the frame needs campaign, domain and hash");
    return;
  }
  const { campaign: uri, domain, hash } = query.data;
  const ready = openSession(client, uri, domain, hash);

  const answer = (origin: string, message: Record<string, unknown>) =>
    window.parent.postMessage({ v: REMOTE_SIGNUP_VERSION, ...message }, origin);

  const handle = async (event: MessageEvent) => {
    // Only the window that framed us; a sibling frame or a popup is not the form.
    if (event.source !== window.parent || window.parent === window) return;
    const session = await ready;
    if (!session) return;
    if (!session.verified || !originMatchesDomain(event.origin, domain)) {
      console.error(DOMAIN_REFUSED);
      return;
    }
    const parsed = RemoteSignupMessageSchema.safeParse(event.data);
    if (!parsed.success) {
      const refused = describeRefusedMessage(event.data);
      if (refused.unknown) console.warn(`[remote signup] unknown action: ${refused.action}`);
      answer(event.origin, { action: "error", success: false, error: refused.error });
      return;
    }
    if (parsed.data.action === "requestConfig") {
      answer(event.origin, { action: "config", config: session.init });
      return;
    }
    const checked = await validateRemoteSignup(parsed.data.form, session.init.fields);
    const custom = customAnswersOf(session.campaign, parsed.data.form);
    if (!checked.ok || !custom.ok) {
      const failed = { ...(checked.ok ? {} : checked.errors), ...(custom.ok ? {} : custom.errors) };
      const errors = Object.fromEntries(
        Object.entries(failed).map(([key, error]) => [
          key,
          session.i18n.t(`validation.${error.code}`, error.values),
        ]),
      );
      answer(event.origin, { action: "submitResult", success: false, errors });
      return;
    }
    const cfMap = Object.keys(custom.cfMap).length > 0 ? { cfMap: custom.cfMap } : {};
    try {
      const result = await callApi(client, remoteSignupCall, {
        body: { ...checked.form, ...cfMap, campaignOid: session.campaign.oid, domain, hash },
      });
      const success = result.status === 201 && result.data.success;
      answer(event.origin, { action: "submitResult", success });
    } catch (error) {
      answer(event.origin, { action: "submitResult", success: false, errors: refusalErrors(error) });
    }
  };
  // From now on every message is handled in arrival order, those kept so far first, each once the one before
  // has been answered: answers carry no id, and the form's helper gives each to the oldest request of its
  // kind (sdk/remote-signup), so a quick refusal must not overtake a submit still with the server.
  let previous: Promise<void> = Promise.resolve();
  messages.drain((event) => {
    previous = previous.then(() => handle(event)).catch((error: unknown) => console.error(error));
  });

  const session = await ready;
  // The parent may wait for this before sending: the frame is ready (told only to a verified parent).
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined;
  const parentOrigin = parentOriginOf(ancestors, document.referrer);
  if (
    window.parent !== window &&
    session?.verified &&
    parentOrigin &&
    originMatchesDomain(parentOrigin, domain)
  ) {
    answer(parentOrigin, { action: "ready" });
  }
}
