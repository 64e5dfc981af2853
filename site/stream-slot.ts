import type { CampaignLookup } from "../sdk/campaign/lookup-campaign.js";
import { typeSwitches } from "../sdk/flow/type-switches.js";
import type { Language } from "../sdk/i18n/languages.js";
import { takeSessionTokenParam } from "../sdk/stream/session-token-param.js";
import { loadOrReload } from "./load-chunk.js";

// The livestream's magic link opens `/{uri}/?sessionToken=…` (engagement §4 gatekeeper). The token is
// taken out of the address bar at once, so a copied or bookmarked address never carries it (a link works
// once: whoever opened a copy first would hold the login), and kept per campaign in localStorage, where
// <campaign-stream> reads it (sdk/stream/stream-storage.ts).

/**
 * Removes `sessionToken` from the address (history.replaceState) and answers its value, unparsed:
 * keepSessionToken parses it (issue 22: nothing here waits for a schema to load).
 */
export function takeSessionTokenFromAddress(): string | undefined {
  const { value, search } = takeSessionTokenParam(location.search);
  if (search !== location.search) {
    history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
  }
  return value;
}

/**
 * Keeps a magic link's token, when well-formed, for its livestream campaign, where <campaign-stream>
 * reads it. The storage and its schemas load only for a livestream opened from a link.
 */
export async function keepSessionToken(
  lookup: CampaignLookup,
  sessionToken: string | undefined,
): Promise<void> {
  const campaign = lookup.campaign;
  if (!campaign || !typeSwitches(campaign.type).stream || sessionToken === undefined) return;
  const { pageStreamStorage, SessionTokenSchema } = await import("../sdk/stream/stream-storage.js");
  const parsed = SessionTokenSchema.safeParse(sessionToken);
  if (parsed.success) pageStreamStorage().writeSessionToken(campaign.oid, parsed.data);
}

/**
 * A livestream whose landing page is the register page (campaign UI setting): answers a
 * <campaign-stream> to show before it (undefined for other types or if its chunk failed). The welcome
 * page shows the stream in its hero itself.
 */
export async function streamSlot(
  lookup: CampaignLookup,
  language: Language,
): Promise<HTMLElement | undefined> {
  const campaign = lookup.campaign;
  if (!campaign || !typeSwitches(campaign.type).stream) return undefined;
  if (!(await loadOrReload(() => import("../elements/stream/define.js")))) return undefined;
  const element = document.createElement("campaign-stream");
  element.setAttribute("campaign", campaign.uri);
  element.setAttribute("lang", language);
  Object.assign(element, { campaignData: lookup });
  return element;
}
