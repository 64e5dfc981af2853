import type { Hono } from "hono";
import { getTourPreview, previewCampaign, previewFan } from "../../../sdk/api/calls/lookup.js";
import { PREVIEW_TOKEN_HEADER } from "../../../sdk/preview/messages.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { normaliseCampaign } from "../campaigns/normalise-campaign.js";
import { withSizedImage } from "../images/photo-source.js";
import { isPreviewTokenValid } from "../previews/preview-token.js";
import { sampleFan } from "../previews/sample-fan.js";
import type { Services } from "../services.js";
import { handleCall } from "./handle-call.js";

// Preview mode, driven by the admin tool (engagement §6, §7): nothing here is stored.

/** The answer to a preview call without a valid x-preview-token. */
export const PREVIEW_TOKEN_REFUSED = "Preview token is missing, expired or not valid";

export function registerPreviewRoutes(api: Hono, s: Services): void {
  // The token is checked before the request is parsed: without one, a caller learns nothing.
  for (const call of [getTourPreview, previewCampaign, previewFan]) {
    api.on(call.method, call.path, async (c, next) => {
      if (isPreviewTokenValid(s.secret(), c.req.header(PREVIEW_TOKEN_HEADER))) return next();
      return c.json({ message: PREVIEW_TOKEN_REFUSED, statusCode: 403 }, 403);
    });
  }

  handleCall(api, getTourPreview, async ({ query }) => ({
    status: 200 as const,
    body: { tour: query.tour },
  }));

  handleCall(api, previewCampaign, async ({ body }) => ({
    status: 200 as const,
    // The preview shows the photo as a fan's page would: with the copies the server makes, none other.
    body: { campaign: withSizedImage(normaliseCampaign(body), s.config.imageHosts) },
  }));

  handleCall(api, previewFan, async ({ body }) => {
    const campaign = body.campaignOid ? await loadCampaignByOid(s.db, body.campaignOid) : null;
    return { status: 200 as const, body: sampleFan(campaign, body.campaignOid) };
  });
}
