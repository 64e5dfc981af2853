import { getConnInfo } from "@hono/node-server/conninfo";
import type { Hono } from "hono";
import { getCampaignByUri } from "../../../sdk/api/calls/lookup.js";
import type { AppContext } from "../app-context.js";
import { resolveLookup } from "../campaigns/resolve-lookup.js";
import { errorAnswer, handleCall } from "./handle-call.js";

function clientIp(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not served by node (tests calling app.request)
  }
}

export function registerLookupRoutes(api: Hono, { db }: AppContext): void {
  handleCall(api, getCampaignByUri, async ({ query }, c) => {
    const target = query.uri !== undefined ? { uri: query.uri } : { oid: query.oid ?? "" };
    const answer = await resolveLookup(db, target, clientIp(c));
    if (!answer) {
      const what = "uri" in target ? `uri "${target.uri}"` : `oid "${target.oid}"`;
      return errorAnswer(404, `No campaign or tour with ${what}`);
    }
    return { status: 200 as const, body: answer as never };
  });
}
