import type { Hono } from "hono";
import { getCampaignByUri } from "../../../sdk/api/calls/lookup.js";
import { type RouteTarget, routeTargetOfUri } from "../../../sdk/routing/route-target.js";
import { readAuthToken, resolveRegistrationAuth } from "../accounts/auth-token.js";
import { resolveLookup } from "../campaigns/resolve-lookup.js";
import { withSizedHero } from "../images/photo-source.js";
import { currentClient } from "../rate-limit/request-client.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

export function registerLookupRoutes(api: Hono, { db, config }: Services): void {
  handleCall(api, getCampaignByUri, async ({ query }, c) => {
    // The query's schema lets exactly one of uri and oid through; it is parsed into a target here, once.
    const target: RouteTarget =
      query.uri !== undefined ? routeTargetOfUri(query.uri) : { kind: "oid", oid: query.oid ?? "" };
    const visitor = {
      // An attempt's token reads back only what its attempt sent (resolve-lookup.ts).
      auth: await resolveRegistrationAuth(db, readAuthToken(c)),
      ...(query.referrer && { referrerCode: query.referrer }),
    };
    const resolved = await resolveLookup(db, target, currentClient().address, visitor);
    const answer = resolved && withSizedHero(resolved, config.imageHosts);
    if (!answer) {
      const what = query.uri !== undefined ? `uri "${query.uri}"` : `oid "${query.oid ?? ""}"`;
      return errorAnswer(404, `No campaign or tour with ${what}`);
    }
    return { status: 200 as const, body: answer };
  });
}
