import type { Hono } from "hono";
import { getTourPreview, previewCampaign, previewFan } from "../../../sdk/api/calls/lookup.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { normaliseCampaign } from "../previews/normalise-campaign.js";
import { sampleFan } from "../previews/sample-fan.js";
import type { Services } from "../services.js";
import { handleCall } from "./handle-call.js";

// Preview mode, driven by the admin tool (engagement §6, §7): nothing here is stored.

export function registerPreviewRoutes(api: Hono, s: Services): void {
  handleCall(api, getTourPreview, async ({ query }) => ({
    status: 200 as const,
    body: { tour: query.tour },
  }));

  handleCall(api, previewCampaign, async ({ body }) => ({
    status: 200 as const,
    body: { campaign: normaliseCampaign(body) },
  }));

  handleCall(api, previewFan, async ({ body }) => {
    const campaign = body.campaignOid ? await loadCampaignByOid(s.db, body.campaignOid) : null;
    return { status: 200 as const, body: sampleFan(campaign, body.campaignOid) };
  });
}
