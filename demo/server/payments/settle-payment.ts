import { findCurrency } from "../../../sdk/payment/currencies.js";
import type { Queryable } from "../../db/database.js";
import { upsertValidatedAction } from "../../store/actions.js";
import { findFan } from "../../store/fans.js";
import { type PaymentIntentRow, recordPaymentStatus } from "../../store/payment-intents.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { formatMoney } from "../messaging/compose/format-money.js";
import { composeReceipt } from "../messaging/compose/receipt.js";
import { fanMessageContext } from "../messaging/fan-message-context.js";
import type { Services } from "../services.js";
import { emitWebhookEvent } from "../webhooks/webhook-events.js";
import type { GatewayIntent } from "./payment-gateway.js";

/** core-journey §4: "A payment action is recorded with channel stripe and target stripe:payment:enable". */
export const PAYMENT_ACTION = {
  type: "payment",
  channel: "stripe",
  target: "stripe:payment:enable",
} as const;

/**
 * Mirrors the processor's view of an intent. The one call that sees it succeed (whichever process, and
 * whether from GET payment-intent, the payment action, the test gateway or Stripe's webhook) records
 * the validated payment action and enqueues the receipt, in the same transaction.
 */
export async function syncPaymentIntent(
  s: Services,
  row: PaymentIntentRow,
  intent: GatewayIntent,
): Promise<void> {
  if (row.status === intent.status) return;
  const succeeded = await s.db.transaction(async (tx) => {
    if (!(await recordPaymentStatus(tx, row.oid, intent.status))) return false;
    await upsertValidatedAction(tx, {
      fanOid: row.fanOid,
      ...PAYMENT_ACTION,
      points: 0,
      data: { paymentIntent: { id: intent.id } },
    });
    await enqueueReceipt(tx, s, row, intent);
    await emitWebhookEvent(tx, row.campaignOid, "payment.succeeded", {
      campaignOid: row.campaignOid,
      fanOid: row.fanOid,
      paymentIntent: { oid: row.oid, amount: row.amount, currency: row.currency },
    });
    return true;
  });
  if (succeeded) s.messages.wake();
}

async function enqueueReceipt(
  tx: Queryable,
  s: Services,
  row: PaymentIntentRow,
  intent: GatewayIntent,
): Promise<void> {
  const fan = await findFan(tx, row.fanOid);
  const campaign = await loadCampaignByOid(tx, row.campaignOid);
  const currency = findCurrency(intent.currency);
  if (!fan || !campaign || !currency) return;
  // Often settled by Stripe's webhook, outside any request of the fan: in the language recorded on them.
  const context = fanMessageContext(s, campaign, fan);
  const facts = {
    firstName: fan.data.firstName,
    amount: formatMoney(intent.amount, currency, context.language),
    reference: intent.id,
  };
  if (fan.emailAddress) {
    await s.messages.enqueue(tx, {
      campaignOid: campaign.oid,
      ...composeReceipt(context, { channel: "email", address: fan.emailAddress }, facts),
    });
  } else if (fan.mobileNumber) {
    await s.messages.enqueue(tx, {
      campaignOid: campaign.oid,
      ...composeReceipt(context, { channel: "sms", address: fan.mobileNumber }, facts),
    });
  }
}
