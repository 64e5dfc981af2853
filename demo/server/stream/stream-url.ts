import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { PAYMENT_ACTION } from "../../../sdk/flow/payment-status.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { listFanActions } from "../../store/actions.js";
import { findFan } from "../../store/fans.js";
import { fanTextError } from "../api/validate.js";
import type { Services } from "../services.js";
import { requireHeldSession } from "./verify-session.js";

// issue 15 "The gated stream": the stream's address goes only to a device holding a validated session,
// and only when the stream may show (engagement §4): live now, the fan registered, the payment the
// campaign requires validated. The page's own checks are conveniences; these are the rule.

export const NOT_LIVE = enUs.stream.startingSoon;
export const REGISTER_FIRST = enUs.stream.registerPrompt;
export const PAY_FIRST = enUs.stream.payPrompt;

const isLive = (campaign: Campaign, now: Date): boolean => {
  const start = campaign.event?.startDate;
  return start !== undefined && new Date(start).getTime() <= now.getTime();
};

/** POST /campaign-fan/{campaignOid}/stream-url. */
export async function streamUrlFor(
  s: Services,
  campaign: Campaign,
  session: { sessionToken: string; clientId: string },
  now: Date = new Date(),
): Promise<string> {
  const { fanOid } = await requireHeldSession(s, campaign, session);
  const url = campaign.event?.presentation?.liveStreamUrl;
  if (!url || !isLive(campaign, now)) throw fanTextError(403, { key: "stream.startingSoon" });
  const fan = await findFan(s.db, fanOid);
  if (!fan?.verifiedAt) throw fanTextError(403, { key: "stream.registerPrompt" });
  if (campaign.settings.payment?.required) {
    const actions = await listFanActions(s.db, fanOid);
    const paid = actions.some((a) => a.type === PAYMENT_ACTION.type && a.validated);
    if (!paid) throw fanTextError(403, { key: "stream.payPrompt" });
  }
  return url;
}
