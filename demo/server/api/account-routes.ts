import type { Hono } from "hono";
import {
  createCampaignAccount,
  createCampaignFan,
  getCampaignFan,
  logOut,
} from "../../../sdk/api/calls/registration.js";
import { revokeAuthToken } from "../../store/auth-tokens.js";
import { AUTH_TOKEN_HEADER, readAuthToken, resolveRegistrationAuth } from "../accounts/auth-token.js";
import { createAccount } from "../accounts/create-account.js";
import { journeyCampaign } from "../campaigns/journey-campaign.js";
import { loadCampaignByOid, loadCampaignByUri } from "../campaigns/load-campaign.js";
import { sha256 } from "../crypto/tokens.js";
import { FAN_ABSENT, findCurrentFan } from "../fans/current-fan.js";
import { fanView } from "../fans/fan-view.js";
import { registerFan, registerKeptAttempt } from "../fans/register-fan.js";
import { pendingVerification } from "../fans/registration-rules.js";
import { requestLanguage } from "../messaging/compose/message-language.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// Accounts and fans (core-journey §4 form submit, §7).

export function registerAccountRoutes(api: Hono, s: Services): void {
  handleCall(api, createCampaignAccount, async ({ body }, c) => {
    const { account, token } = await createAccount(s, body, readAuthToken(c));
    return { status: 201 as const, body: account, headers: { [AUTH_TOKEN_HEADER]: token } };
  });

  // Ends the presenting token only: the account's other devices stay signed in.
  handleCall(api, logOut, async (_, c) => {
    const token = readAuthToken(c);
    if (!token || !(await revokeAuthToken(s.db, sha256(token)))) return errorAnswer(401, FAN_ABSENT);
    return { status: 204 as const, body: undefined };
  });

  handleCall(api, getCampaignFan, async ({ params }, c) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${params.campaignOid}"`);
    const current = await findCurrentFan(s.db, c, campaign.oid);
    if (current) {
      const seen = await journeyCampaign(s.db, campaign, current.fan);
      return { status: 200 as const, body: await fanView(s, seen, current.fan) };
    }
    // A registration still waiting for its code (issue 15): the device that started it keeps waiting;
    // once the address is proven elsewhere, its token has ended and it learns so from the 401.
    const waiting = await findCurrentFan(s.db, c, campaign.oid, { pending: true });
    const validationType =
      waiting &&
      !waiting.fan.verifiedAt &&
      pendingVerification(await journeyCampaign(s.db, campaign, waiting.fan), waiting.fan);
    if (validationType) return { status: 202 as const, body: { validationType } };
    return errorAnswer(401, FAN_ABSENT);
  });

  handleCall(api, createCampaignFan, async ({ body }, c) => {
    const campaign = await loadCampaignByUri(s.db, body.uri);
    if (!campaign) return errorAnswer(404, `No campaign with uri "${body.uri}"`);
    const token = readAuthToken(c);
    const language = requestLanguage(c, campaign);
    // The fan call right after this process's account call: judged from what that call kept (issue 18).
    const kept = token ? s.freshAttempts.take(sha256(token)) : null;
    const registration =
      (kept && (await registerKeptAttempt(s, campaign, kept, body, language))) ||
      (await registerFan(s, campaign, await resolveRegistrationAuth(s.db, token), body, language));
    s.metrics.registrations.inc({
      result: registration.status === 201 ? "registered" : "pending_verification",
    });
    if (registration.status === 202) {
      return { status: 202 as const, body: { validationType: registration.validationType } };
    }
    return {
      status: 201 as const,
      body: await fanView(s, registration.campaign, registration.fan, registration.created),
    };
  });
}
