import { findPaymentIntentByGatewayId } from "../../store/payment-intents.js";
import { HttpError } from "../api/validate.js";
import type { Services } from "../services.js";
import { syncPaymentIntent } from "./settle-payment.js";

/**
 * Stripe's signed events (POST /api/v1/cn/stripe-webhook, when STRIPE_WEBHOOK_SECRET is set): a
 * payment that succeeds is settled even if the fan closes the page before the client records it.
 * The event only says which intent changed; its state is read back from Stripe.
 */
export async function handleStripeEvent(
  s: Services,
  payload: string,
  signature: string | undefined,
  secret: string,
): Promise<void> {
  const { default: Stripe } = await import("stripe");
  let event: { type: string; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? "", secret);
  } catch {
    throw new HttpError(400, "The Stripe signature does not match");
  }
  if (!event.type.startsWith("payment_intent.")) return;
  const id = (event.data.object as { id?: unknown }).id;
  if (typeof id !== "string") return;
  const row = await findPaymentIntentByGatewayId(s.db, "stripe", id);
  if (!row) return; // another application's intent on the same account
  await syncPaymentIntent(s, row, await (await s.gateway()).retrieveIntent(id));
}
