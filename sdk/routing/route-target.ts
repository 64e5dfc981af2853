import type { Route } from "./parse-route.js";

/**
 * What a page or a GET /campaign-uri asks for, once parsed: a campaign by uri or short-URL slug (the
 * API's `uri` names either), a tour by id, or a campaign by oid. Structured, so a tour's id travels as
 * an id and is never joined into a uri only to be split again.
 */
export type RouteTarget =
  | { kind: "campaign"; uri: string }
  | { kind: "tour"; id: string }
  | { kind: "oid"; oid: string };

/** The GET /campaign-uri query naming a target: exactly one of `uri` and `oid` (CONTRACT.md). */
export type CampaignUriQuery = { uri: string } | { oid: string };

/** The uri the HTTP API and the elements' `campaign` attribute name a tour by (`t/demo-tour`). */
export const tourUriOf = (id: string): string => `t/${id}`;

/** What a site route shows, when it shows a campaign or a tour (previews bring their own). */
export function routeTargetOf(route: Route): RouteTarget | undefined {
  switch (route.kind) {
    case "campaign":
      return { kind: "campaign", uri: route.uri };
    case "short-url":
      return { kind: "campaign", uri: route.slug };
    case "campaign-oid":
      return { kind: "oid", oid: route.oid };
    case "tour":
      return { kind: "tour", id: route.id };
    default:
      return undefined;
  }
}

/**
 * The edge of the HTTP API: its `uri` query (`p/demo-presale`, `demo`, `t/demo-tour`, slashes around
 * it ignored) as a target. The one place a tour uri is taken apart.
 */
export function routeTargetOfUri(uri: string): RouteTarget {
  const trimmed = uri.replace(/^\/+|\/+$/g, "");
  const tourId = /^t\/([^/]+)$/.exec(trimmed)?.[1];
  return tourId ? { kind: "tour", id: tourId } : { kind: "campaign", uri: trimmed };
}

/** The GET /campaign-uri query for a target: the one place a tour id becomes a uri for the API. */
export function campaignUriQueryOf(target: RouteTarget): CampaignUriQuery {
  switch (target.kind) {
    case "oid":
      return { oid: target.oid };
    case "tour":
      return { uri: tourUriOf(target.id) };
    case "campaign":
      return { uri: target.uri };
  }
}
