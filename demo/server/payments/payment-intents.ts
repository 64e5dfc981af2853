import { z } from "zod/mini";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { type CartProduct, CartProductSchema } from "../../../sdk/api/schemas/cart.js";
import type { PaymentIntent, PaymentIntentPayload } from "../../../sdk/api/schemas/payment-intent.js";
import { type FanRow, lockFan } from "../../store/fans.js";
import {
  claimPaymentIntent,
  countSucceededPayments,
  heldQuantities,
  latestPaymentIntent,
  type PaymentIntentRow,
  repricePaymentIntent,
  setPaymentIntentGatewayId,
} from "../../store/payment-intents.js";
import { fanTextError, HttpError } from "../api/validate.js";
import { newOid, sha256 } from "../crypto/tokens.js";
import type { Services } from "../services.js";
import { type GatewayIntent, isOpen } from "./payment-gateway.js";
import { type PricedPayment, pricePayment } from "./price-payment.js";
import { checkQuantityPerFan } from "./quantity-per-fan.js";
import { syncPaymentIntent } from "./settle-payment.js";

// The payment-intent calls of core-journey §7, on top of a PaymentGateway.

/** core-journey §2: types that may pay again once paid ("Types for purchase are donate and preorder"). */
const MULTI_PURCHASE_TYPES: readonly string[] = ["donate", "preorder"];

const view = (intent: GatewayIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.clientSecret,
  amount: intent.amount,
  currency: intent.currency,
  status: intent.status,
});

/**
 * Per fan and basket, and per purchase round (a paid intent starts a new round, so a multi-purchase fan
 * can buy the same basket again): a repeated request in the same round finds the same intent.
 */
function idempotencyKey(fan: FanRow, priced: PricedPayment, round: number): string {
  const lines = (priced.products ?? []).map((line) => [line.key, line.quantity, line.unitPrice]).sort();
  return sha256(JSON.stringify([fan.oid, priced.currency, priced.amount, lines, round]));
}

/** A basket as stored with an intent (read back through its schema: storage is a boundary). */
const storedCart = (cart: unknown): CartProduct[] | null => {
  const parsed = z.array(CartProductSchema).safeParse(cart);
  return parsed.success ? parsed.data : null;
};

/** The intent as the processor has it now, mirrored (and settled) locally. */
async function refresh(s: Services, row: PaymentIntentRow): Promise<GatewayIntent> {
  if (!row.gatewayId) throw new Error(`payment intent ${row.oid} has no gateway id`);
  const intent = await (await s.gateway()).retrieveIntent(row.gatewayId);
  await syncPaymentIntent(s, row, intent);
  return intent;
}

/** The payload's cart priced, once it is checked to be this fan's order for this campaign. */
function priceOrder(campaign: Campaign, fan: FanRow, payload: PaymentIntentPayload): PricedPayment {
  if (payload.campaignOid !== campaign.oid) {
    throw new HttpError(400, "campaignOid must be the campaign of the path", "campaignOid");
  }
  if (payload.campaignFanOid !== fan.oid) {
    throw new HttpError(400, "campaignFanOid is not the signed-in fan", "campaignFanOid");
  }
  return pricePayment(campaign, payload);
}

/** POST /campaign-fan/{campaignOid}/payment-intent: 201 with the intent; a double click makes one. */
export async function createPaymentIntent(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  payload: PaymentIntentPayload,
): Promise<PaymentIntent> {
  const priced = priceOrder(campaign, fan, payload);
  const round = await countSucceededPayments(s.db, fan.oid, campaign.oid);
  if (round > 0 && !MULTI_PURCHASE_TYPES.includes(campaign.type)) {
    throw new HttpError(409, "This fan has already paid for this campaign");
  }
  const gateway = await s.gateway();
  const key = idempotencyKey(fan, priced, round);
  // The fan's row lock makes concurrent orders count one after another: both cannot pass the check.
  const row = await s.db.transaction(async (tx) => {
    await lockFan(tx, fan.oid);
    if (priced.products) {
      const held = await heldQuantities(tx, fan.oid, campaign.oid, { idempotencyKey: key });
      checkQuantityPerFan(campaign, payload, held);
    }
    return claimPaymentIntent(tx, {
      oid: newOid("pay"),
      fanOid: fan.oid,
      campaignOid: campaign.oid,
      amount: priced.amount,
      currency: priced.currency,
      gateway: gateway.name,
      idempotencyKey: key,
      cart: priced.products,
    });
  });
  if (row.gatewayId) return view(await refresh(s, row));
  // Concurrent requests for one row all get here and ask with the row's oid as the processor's
  // idempotency key: the processor answers them all the same intent.
  const intent = await gateway.createIntent({
    amount: priced.amount,
    currency: priced.currency,
    idempotencyKey: row.oid,
    metadata: { campaignOid: campaign.oid, campaignFanOid: fan.oid, paymentOid: row.oid },
    description: campaign.name,
  });
  await setPaymentIntentGatewayId(s.db, row.oid, intent.id);
  return view(intent);
}

/** PATCH …/payment-intent/{campaignFanOid}: a new amount for the open intent (the cart changed). */
export async function updatePaymentIntent(
  s: Services,
  campaign: Campaign,
  fan: FanRow,
  payload: PaymentIntentPayload,
): Promise<void> {
  const priced = priceOrder(campaign, fan, payload);
  const row = await latestPaymentIntent(s.db, fan.oid, campaign.oid);
  if (!row?.gatewayId) throw new HttpError(404, "There is no payment intent to update");
  const current = await refresh(s, row);
  if (!isOpen(current.status)) throw fanTextError(409, { key: "payment.alreadyProcessing" });
  const round = await countSucceededPayments(s.db, fan.oid, campaign.oid);
  // The new basket is ours (and counted) before the processor may charge for it; checked and written
  // under the fan's row lock, like a new order.
  await s.db.transaction(async (tx) => {
    await lockFan(tx, fan.oid);
    if (priced.products) {
      checkQuantityPerFan(
        campaign,
        payload,
        await heldQuantities(tx, fan.oid, campaign.oid, { oid: row.oid }),
      );
    }
    await repricePaymentIntent(tx, row.oid, {
      amount: priced.amount,
      cart: priced.products,
      idempotencyKey: idempotencyKey(fan, priced, round),
    });
  });
  if (current.amount === priced.amount) return;
  try {
    await (await s.gateway()).updateAmount(row.gatewayId, priced.amount);
  } catch (error) {
    // The processor kept the old amount: so does our record (and its key, for a repeated order).
    const before = { amount: row.amount, currency: row.currency, products: storedCart(row.cart) };
    await repricePaymentIntent(s.db, row.oid, {
      amount: row.amount,
      cart: row.cart,
      idempotencyKey: idempotencyKey(fan, before, round),
    });
    throw error;
  }
}

/** The fan's newest intent as the processor has it now; undefined when the fan has none. */
export async function currentPaymentIntent(
  s: Services,
  campaignOid: string,
  fan: FanRow,
): Promise<PaymentIntent | undefined> {
  const row = await latestPaymentIntent(s.db, fan.oid, campaignOid);
  return row ? view(await refresh(s, row)) : undefined;
}
