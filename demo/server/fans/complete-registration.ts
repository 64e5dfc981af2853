import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { Queryable } from "../../db/database.js";
import { creditReferral, findFan, markFanVerified } from "../../store/fans.js";
import { recordStreamRegistration } from "../stream/stream-registration.js";
import { emitWebhookEvent, fanEventData } from "../webhooks/webhook-events.js";

/**
 * A fan becomes registered: verified, ranked, and its referrer credited with the campaign's referral
 * points (core-journey §9, default 10); a livestream's fan gets its register action on the stream's
 * provider channel (engagement §4); the promoter's endpoints hear fan.verified (issue 19). Run it in the
 * transaction that used the code or created the fan.
 */
export async function completeRegistration(tx: Queryable, campaign: Campaign, fanOid: string): Promise<void> {
  await markFanVerified(tx, fanOid);
  await creditReferral(tx, fanOid, campaign.defaults.points.referral);
  await recordStreamRegistration(tx, campaign, fanOid);
  const fan = await findFan(tx, fanOid);
  if (fan) await emitWebhookEvent(tx, campaign.oid, "fan.verified", fanEventData(fan));
}
