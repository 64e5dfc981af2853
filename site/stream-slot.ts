import type { CampaignLookup } from "../sdk/campaign/lookup-campaign.js";
import { typeSwitches } from "../sdk/flow/type-switches.js";
import type { Language } from "../sdk/i18n/languages.js";
import { pageStreamStorage, takeSessionToken } from "../sdk/stream/stream-storage.js";
import { loadOrReload } from "./load-chunk.js";

// The livestream's magic link opens `/{uri}/?sessionToken=…` (engagement §4 gatekeeper). The token is
// taken out of the address bar at once, so a copied or bookmarked address never carries it (a link works
// once: whoever opened a copy first would hold the login), and kept per campaign in localStorage, where
// <campaign-stream> reads it (sdk/stream/stream-storage.ts).

/** Removes `sessionToken` from the address (history.replaceState) and answers it when well-formed. */
export function takeSessionTokenFromAddress(): string | undefined {
  const { token, search } = takeSessionToken(location.search);
  if (search !== location.search) {
    history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
  }
  return token;
}

/** Keeps a magic link's token for its livestream campaign, where <campaign-stream> reads it. */
export function keepSessionToken(lookup: CampaignLookup, sessionToken: string | undefined): void {
  const campaign = lookup.campaign;
  if (campaign && typeSwitches(campaign.type).stream && sessionToken) {
    pageStreamStorage().writeSessionToken(campaign.oid, sessionToken);
  }
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
