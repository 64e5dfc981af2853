import type { Hono } from "hono";
import { remoteSignup, validateExternalDomain } from "../../../sdk/api/calls/remote-signup.js";
import { findPromoter } from "../../store/promoters.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { requestLanguage } from "../messaging/compose/message-language.js";
import { isDomainValid } from "../remote-signup/domain-hash.js";
import { remoteSignup as signUp } from "../remote-signup/remote-signup.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// A promoter's own form on a verified domain (engagement §4 remote signup, §7).

export function registerRemoteSignupRoutes(api: Hono, s: Services): void {
  handleCall(api, validateExternalDomain, async ({ query }) => {
    const promoter = await findPromoter(s.db, query.promoterOid);
    const valid = promoter !== null && isDomainValid(s.secret(), promoter, query.domain, query.hash);
    return { status: 200 as const, body: { valid } };
  });

  handleCall(api, remoteSignup, async ({ body }, c) => {
    const campaign = await loadCampaignByOid(s.db, body.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${body.campaignOid}"`);
    const source = {
      origin: c.req.header("origin"),
      referer: c.req.header("referer"),
      language: requestLanguage(c, campaign),
    };
    return { status: 201 as const, body: await signUp(s, campaign, body, source) };
  });
}
