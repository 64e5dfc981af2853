import type { Hono } from "hono";
import { createExitIntent, updateExitIntent } from "../../../sdk/api/calls/engagement.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { createExitIntent as create, updateExitIntent as update } from "../exit-intents/exit-intents.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// The exit-intent and ended sign-up (engagement §2, §4); the paths are the contract's (sdk/api/calls).

export function registerExitIntentRoutes(api: Hono, s: Services): void {
  handleCall(api, createExitIntent, async ({ body }, c) => {
    if (!(await loadCampaignByOid(s.db, body.campaignOid))) {
      return errorAnswer(404, `No campaign with oid "${body.campaignOid}"`);
    }
    return { status: 201 as const, body: await create(s.db, c, body) };
  });

  handleCall(api, updateExitIntent, async ({ params, body }, c) => ({
    status: 200 as const,
    body: await update(s.db, c, params.oid, body),
  }));
}
