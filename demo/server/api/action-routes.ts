import type { Hono } from "hono";
import { recordAction } from "../../../sdk/api/calls/engagement.js";
import { recordAction as record } from "../actions/record-action.js";
import { journeyCampaign } from "../campaigns/journey-campaign.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { requireFan } from "../fans/current-fan.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// Actions and points (engagement §2, §4, §7).

export function registerActionRoutes(api: Hono, s: Services): void {
  handleCall(api, recordAction, async ({ body }, c) => {
    const campaign = await loadCampaignByOid(s.db, body.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${body.campaignOid}"`);
    const { fan } = await requireFan(s.db, c, campaign.oid);
    // Points and rules of the version the fan's journey started with.
    const seen = await journeyCampaign(s.db, campaign, fan);
    return { status: 201 as const, body: await record(s, seen, fan, body) };
  });
}
