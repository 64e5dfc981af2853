import { CAMPAIGN_URI, MODAL_QUERY } from "../../sdk/loader/protocol-constants.js";
import type { Route } from "../../sdk/routing/parse-route.js";
import { routeTargetOfUri } from "../../sdk/routing/route-target.js";
import type { Queryable } from "../db/database.js";
import { findPromoter } from "../store/promoters.js";
import { resolveLookup } from "./campaigns/resolve-lookup.js";
import { normaliseDomain } from "./remote-signup/domain-hash.js";

// The register-button and remote-signup frames act for a promoter: only the promoter's verified
// domains (with or without www, any port) may frame them (engagement §2, §4). The browser enforces
// `frame-ancestors`; the frames' own origin checks (penpal, the remote-signup domain) stay.

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function sourcesOf(verifiedDomains: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const domain of verifiedDomains) {
    const host = normaliseDomain(domain);
    if (!HOST.test(host)) continue; // never let a stored value inject another directive
    // A host source without a port matches the default port only: allow any.
    sources.add(`${host}:*`);
    if (!IPV4.test(host)) sources.add(`www.${host}:*`);
  }
  return [...sources];
}

/** `frame-ancestors` for these verified domains; none (or none well-formed) means nobody. */
export function frameAncestorsOf(verifiedDomains: readonly string[]): string {
  const sources = sourcesOf(verifiedDomains);
  return `frame-ancestors ${sources.length ? sources.join(" ") : "'none'"}`;
}

async function verifiedDomainsOf(q: Queryable, campaign: unknown): Promise<string[]> {
  const promoterOid = (campaign as { promoterOid?: unknown } | undefined)?.promoterOid;
  const promoter = typeof promoterOid === "string" ? await findPromoter(q, promoterOid) : null;
  return promoter?.verifiedDomains ?? [];
}

/** The directive for a widget frame's URL: its `?campaign=` names the campaign, hence the promoter. */
export async function widgetFrameAncestors(q: Queryable, url: URL): Promise<string> {
  const uri = url.searchParams.get("campaign") ?? "";
  const answer = CAMPAIGN_URI.test(uri) ? await resolveLookup(q, routeTargetOfUri(uri)) : undefined;
  return frameAncestorsOf(await verifiedDomainsOf(q, answer?.campaign));
}

const isModal = (url: URL) => {
  const [key = "", value] = MODAL_QUERY.split("=");
  return url.searchParams.get(key) === value;
};

/**
 * The `frame-ancestors` directive of a hosted page. Only pages made to be embedded may be framed by
 * another site: the widget frames and the loader's register modal (`?embed=modal`) by the campaign's
 * promoter's verified domains, the preview pages by the trusted admin tools. Every other page: this
 * site only (no clickjacking of the register form or the fan's profile).
 */
export async function pageFrameAncestors(
  q: Queryable,
  page: { route: Route; url: URL; campaign: unknown; previewOrigins: readonly string[] | undefined },
): Promise<string> {
  if (page.route.kind === "widget") return widgetFrameAncestors(q, page.url);
  if (page.previewOrigins) return `frame-ancestors 'self' ${page.previewOrigins.join(" ")}`.trim();
  if (page.campaign && isModal(page.url)) {
    return ["frame-ancestors 'self'", ...sourcesOf(await verifiedDomainsOf(q, page.campaign))].join(" ");
  }
  return "frame-ancestors 'self'";
}
