import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { FanInput } from "../../../sdk/api/schemas/fan.js";
import { listFanActions } from "../../store/actions.js";
import { type FanRanking, type FanRow, listReferees } from "../../store/fans.js";
import { completedActionsOf, fanStats } from "../actions/fan-stats.js";
import { currentPaymentIntent } from "../payments/payment-intents.js";
import { referralUrls } from "../referrals/referral-links.js";
import type { Services } from "../services.js";

/** core-journey §3 "Fan" as GET /campaign-fan answers it (also the 201 of registration and sms-verify). */
export async function fanView(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  /** A fan this request created (issue 18): it has no actions or referees yet, these slugs, this place. */
  created?: { slugs: Record<string, string>; ranking: FanRanking },
): Promise<FanInput> {
  const [actions, referrals, shortUrls, paymentIntent] = await Promise.all([
    created ? [] : listFanActions(s.db, fan.oid),
    created ? { referees: [], count: 0, points: 0 } : listReferees(s.db, fan.oid),
    referralUrls(s.db, fan.oid, campaign, s.config.publicOrigin, created?.slugs),
    campaign.settings.payment ? currentPaymentIntent(s, campaign.oid, fan) : undefined,
  ]);
  const { firstName, lastName, profileImageUrl } = fan.data;
  return {
    oid: fan.oid,
    campaignOid: fan.campaignOid,
    ...(fan.accountOid && { campaignAccountOid: fan.accountOid }),
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
    ...(profileImageUrl && { profileImageUrl }),
    completedActions: completedActionsOf(actions),
    stats: await fanStats(s.db, campaign, fan, actions, referrals, created?.ranking),
    referees: referrals.referees.map((referee) => ({
      ...(referee.firstName && { firstName: referee.firstName }),
      ...(referee.lastName && { lastName: referee.lastName }),
      sysCtime: new Date(referee.createdAt).toISOString(),
    })),
    shortUrls,
    ...(paymentIntent && { paymentIntent }),
  };
}
