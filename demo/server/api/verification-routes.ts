import type { Hono } from "hono";
import { resendVerification, verifyFanEmail, verifySms } from "../../../sdk/api/calls/registration.js";
import { findFan, findFansByContact } from "../../store/fans.js";
import { AUTH_TOKEN_HEADER, readAuthToken, resolveRegistrationAuth } from "../accounts/auth-token.js";
import { journeyCampaign } from "../campaigns/journey-campaign.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { FAN_ABSENT, requireFan } from "../fans/current-fan.js";
import { fanView } from "../fans/fan-view.js";
import { requestLanguage } from "../messaging/compose/message-language.js";
import type { Services } from "../services.js";
import { resendVerification as resend } from "../verification/resend.js";
import { verifyCode } from "../verification/verify-code.js";
import { errorAnswer, handleCall } from "./handle-call.js";

// Verification (core-journey §4 text-message and email code verification, §8, §9).

/** The new token of a device that proved the address without holding the attempt's own token. */
const signInHeader = (token: string | undefined): Record<string, string> =>
  token ? { [AUTH_TOKEN_HEADER]: token } : {};

export function registerVerificationRoutes(api: Hono, s: Services): void {
  handleCall(api, resendVerification, async ({ params, body }, c) => {
    const { auth, fan } = await requireFan(s.db, c, params.campaignOid, { pending: true });
    const live = await loadCampaignByOid(s.db, params.campaignOid);
    if (!live) return errorAnswer(401, FAN_ABSENT);
    const campaign = await journeyCampaign(s.db, live, fan);
    await resend(s, campaign, fan, body.verificationType, auth.attemptOid, requestLanguage(c, campaign));
    const message =
      body.verificationType === "sms" ? "A new code is on its way" : "A new email is on its way";
    return { status: 201 as const, body: { success: true as const, message } };
  });

  handleCall(api, verifySms, async ({ body }, c) => {
    const live = await loadCampaignByOid(s.db, body.campaignOid);
    if (!live) return errorAnswer(400, `Unknown campaignOid "${body.campaignOid}"`, "campaignOid");
    if (live.uri !== body.uri) return errorAnswer(400, "uri is not the uri of campaignOid", "uri");
    const { auth, fan } = await requireFan(s.db, c, live.oid, { pending: true });
    const campaign = await journeyCampaign(s.db, live, fan);
    if (!fan.mobileNumber)
      return errorAnswer(400, "This fan registered without a mobile number", "shortCode");
    const { token } = await verifyCode(s, campaign, fan, "sms", body.shortCode, auth);
    const verified = (await findFan(s.db, fan.oid)) ?? fan;
    return { status: 201 as const, body: await fanView(s, campaign, verified), headers: signInHeader(token) };
  });

  // The emailed code or link may be used on another device: the address and the code identify the fan.
  // The device presenting them is signed in by the answer; a token held elsewhere is not (issue 15).
  handleCall(api, verifyFanEmail, async ({ body }, c) => {
    const live = await loadCampaignByOid(s.db, body.campaignOid);
    if (!live) return errorAnswer(400, `Unknown campaignOid "${body.campaignOid}"`, "campaignOid");
    const emailAddress = body.emailAddress.trim().toLowerCase();
    const [fan] = await findFansByContact(s.db, live.oid, { emailAddress, mobileNumber: null });
    if (!fan) return errorAnswer(401, FAN_ABSENT);
    const campaign = await journeyCampaign(s.db, live, fan);
    const presenter = await resolveRegistrationAuth(s.db, readAuthToken(c));
    const { token } = await verifyCode(s, campaign, fan, "email", body.shortCode, presenter);
    return {
      status: 201 as const,
      body: { success: true as const, message: "Your email address is verified" },
      headers: signInHeader(token),
    };
  });
}
