import type { CampaignActionPayload } from "../../../sdk/api/schemas/action.js";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { ActionResult } from "../../../sdk/api/schemas/fan.js";
import { fanActionCount, hasPointsOnChannel, insertAction, listFanActions } from "../../store/actions.js";
import { addFanPoints, type FanRow, findFan, listReferees, lockFan } from "../../store/fans.js";
import { HttpError } from "../api/validate.js";
import { currentPaymentIntent } from "../payments/payment-intents.js";
import { PAYMENT_ACTION } from "../payments/settle-payment.js";
import type { Services } from "../services.js";
import { emitWebhookEvent } from "../webhooks/webhook-events.js";
import { actionRule, mostActionsOf } from "./action-points.js";
import { completedActionsOf, fanStats } from "./fan-stats.js";

/**
 * A payment action is validated by the processor, not by the client (core-journey §4 "An action counts as
 * completed if a matching target is validated, and as validating if present but not validated"): the
 * fan's newest intent is checked, which records the validated action when it has succeeded.
 */
async function recordPayment(s: Services, campaign: Campaign, fan: FanRow, action: CampaignActionPayload) {
  if (action.channel !== PAYMENT_ACTION.channel || action.target !== PAYMENT_ACTION.target) {
    throw new HttpError(
      400,
      `A payment action has channel stripe and target ${PAYMENT_ACTION.target}`,
      "target",
    );
  }
  await currentPaymentIntent(s, campaign.oid, fan);
  await insertAction(s.db, { fanOid: fan.oid, ...PAYMENT_ACTION, validated: false, points: 0 });
}

/** POST /campaign-action2: records the action once per target and answers the fan's new totals. */
export async function recordAction(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  action: CampaignActionPayload,
): Promise<ActionResult> {
  if (action.type === "payment") {
    await recordPayment(s, campaign, fan, action);
  } else {
    const rule = actionRule(campaign, action);
    await s.db.transaction(async (tx) => {
      await lockFan(tx, fan.oid);
      const earned =
        rule.oncePerChannel && (await hasPointsOnChannel(tx, fan.oid, action.type, action.channel))
          ? 0
          : rule.points;
      const key = { fanOid: fan.oid, type: action.type, channel: action.channel, target: action.target };
      // A client inventing targets could otherwise grow the fan (and each of its answers) without end.
      const recorded = await fanActionCount(tx, key);
      if (!recorded.recorded && recorded.count >= mostActionsOf(campaign)) {
        throw new HttpError(409, "This fan has recorded as many actions as this campaign allows");
      }
      if (await insertAction(tx, { ...key, validated: true, points: earned })) {
        await addFanPoints(tx, fan.oid, earned);
        await emitWebhookEvent(tx, campaign.oid, "action.completed", {
          campaignOid: campaign.oid,
          fanOid: fan.oid,
          action: { type: action.type, channel: action.channel, target: action.target, points: earned },
        });
      }
    });
  }
  const current = (await findFan(s.db, fan.oid)) ?? fan;
  const [actions, referrals] = await Promise.all([
    listFanActions(s.db, fan.oid),
    listReferees(s.db, fan.oid, 1),
  ]);
  return {
    completedActions: completedActionsOf(actions),
    stats: await fanStats(s.db, campaign, current, actions, referrals),
  };
}
