import type { Hono } from "hono";
import { getStreamUrl, requestMagicLink, verifySession } from "../../../sdk/api/calls/gatekeeper.js";
import { AUTH_TOKEN_HEADER } from "../accounts/auth-token.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import type { Services } from "../services.js";
import { sendMagicLink } from "../stream/magic-link.js";
import { streamUrlFor } from "../stream/stream-url.js";
import { LOGIN_EXPIRED, verifySession as verify } from "../stream/verify-session.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// The livestream gate (core-journey §4 magic-link request, engagement §4 gatekeeper).

export function registerStreamRoutes(api: Hono, s: Services): void {
  handleCall(api, requestMagicLink, async ({ params, body }, c) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${params.campaignOid}"`);
    await sendMagicLink(s, c, campaign, body.emailAddress);
    const message = "A new login link will be sent to your inbox soon";
    return { status: 201 as const, body: { success: true as const, message } };
  });

  handleCall(api, verifySession, async ({ params, body }) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(401, LOGIN_EXPIRED);
    const { clientId, token } = await verify(s, campaign, body);
    return {
      status: 200 as const,
      body: { success: true as const, ...(clientId && { clientId }) },
      ...(token && { headers: { [AUTH_TOKEN_HEADER]: token } }),
    };
  });

  handleCall(api, getStreamUrl, async ({ params, body }) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(401, LOGIN_EXPIRED);
    return { status: 200 as const, body: { streamUrl: await streamUrlFor(s, campaign, body) } };
  });
}
