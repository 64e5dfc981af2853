import { CAMPAIGN_URI } from "../../sdk/loader/protocol-constants.js";
import type { Queryable } from "../db/database.js";
import { findPromoter } from "../store/promoters.js";
import { resolveLookup } from "./campaigns/resolve-lookup.js";
import { normaliseDomain } from "./remote-signup/domain-hash.js";

// The register-button and remote-signup frames act for a promoter: only the promoter's verified
// domains (with or without www, any port) may frame them (engagement §2, §4). The browser enforces
// `frame-ancestors`; the frames' own origin checks (penpal, the remote-signup domain) stay.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** `frame-ancestors` for these verified domains; none (or none well-formed) means nobody. */
export function frameAncestorsOf(verifiedDomains: readonly string[]): string {
  const sources = new Set<string>();
  for (const domain of verifiedDomains) {
    const host = normaliseDomain(domain);
    if (!HOST.test(host)) continue; // never let a stored value inject another directive
    // A host source without a port matches the default port only: allow any.
    sources.add(`${host}:*`);
    if (!IPV4.test(host)) sources.add(`www.${host}:*`);
  }
  return `frame-ancestors ${sources.size ? [...sources].join(" ") : "'none'"}`;
}

/** The directive for a widget frame's URL: its `?campaign=` names the campaign, hence the promoter. */
export async function widgetFrameAncestors(q: Queryable, url: URL): Promise<string> {
  const uri = url.searchParams.get("campaign") ?? "";
  const answer = CAMPAIGN_URI.test(uri) ? await resolveLookup(q, { uri }) : undefined;
  const promoterOid = (answer?.campaign as { promoterOid?: unknown } | undefined)?.promoterOid;
  const promoter = typeof promoterOid === "string" ? await findPromoter(q, promoterOid) : null;
  return frameAncestorsOf(promoter?.verifiedDomains ?? []);
}
