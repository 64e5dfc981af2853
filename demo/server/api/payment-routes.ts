import type { Hono } from "hono";
import { z } from "zod/mini";
import {
  createPaymentIntent,
  getPaymentIntent,
  updatePaymentIntent,
} from "../../../sdk/api/calls/payment.js";
import { findPaymentIntentByGatewayId } from "../../store/payment-intents.js";
import { journeyCampaign } from "../campaigns/journey-campaign.js";
import { loadCampaignByOid } from "../campaigns/load-campaign.js";
import { FAN_ABSENT, requireFan } from "../fans/current-fan.js";
import {
  createPaymentIntent as create,
  currentPaymentIntent,
  updatePaymentIntent as update,
} from "../payments/payment-intents.js";
import { syncPaymentIntent } from "../payments/settle-payment.js";
import { handleStripeEvent } from "../payments/stripe-webhook.js";
import type { TestGateway } from "../payments/test-gateway.js";
import type { Services } from "../services.js";
import { errorAnswer, handleCall } from "./handle-call.js";
import { parseBody } from "./validate.js";

// Card payments (core-journey §4 payment page, §5 payload rules, §7).

export function registerPaymentRoutes(api: Hono, s: Services): void {
  handleCall(api, createPaymentIntent, async ({ params, body }, c) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${params.campaignOid}"`);
    const { fan } = await requireFan(s.db, c, campaign.oid);
    const intent = await create(s, await journeyCampaign(s.db, campaign, fan), fan, body);
    return { status: 201 as const, body: { ...intent, paymentIntent: intent } };
  });

  handleCall(api, updatePaymentIntent, async ({ params, body }, c) => {
    // core-journey §5: "Patching needs both campaign oid and fan oid; a missing one yields status 400"
    // (the body schema requires both).
    if (body.campaignFanOid !== params.campaignFanOid) {
      return errorAnswer(400, "campaignFanOid must be the fan of the path", "campaignFanOid");
    }
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${params.campaignOid}"`);
    const { fan } = await requireFan(s.db, c, campaign.oid);
    if (fan.oid !== params.campaignFanOid) return errorAnswer(401, FAN_ABSENT);
    await update(s, await journeyCampaign(s.db, campaign, fan), fan, body);
    return { status: 204 as const, body: undefined };
  });

  handleCall(api, getPaymentIntent, async ({ params }, c) => {
    const campaign = await loadCampaignByOid(s.db, params.campaignOid);
    if (!campaign) return errorAnswer(404, `No campaign with oid "${params.campaignOid}"`);
    const { fan } = await requireFan(s.db, c, campaign.oid);
    const intent = await currentPaymentIntent(s, campaign.oid, fan);
    if (!intent) return errorAnswer(404, "This fan has no payment intent");
    return { status: 200 as const, body: { ...intent, paymentIntent: intent } };
  });

  if (s.testGateway) registerTestGatewayRoute(api, s, s.testGateway);
  const webhookSecret = s.config.STRIPE_WEBHOOK_SECRET;
  if (webhookSecret) {
    api.post("/stripe-webhook", async (c) => {
      await handleStripeEvent(s, await c.req.text(), c.req.header("stripe-signature"), webhookSecret);
      return c.json({ received: true });
    });
  }
}

/** What the payment screen sends to the test gateway instead of Stripe.js (CONTRACT.md test cards). */
export const TestConfirmSchema = z.object({
  clientSecret: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  /** core-journey §5: "Name on card: required". */
  name: z.string().check(z.trim()).check(z.minLength(1, "Name on card is required")).check(z.maxLength(200)),
  card: z.object({
    number: z.string().check(z.minLength(1)).check(z.maxLength(30)),
    expMonth: z.coerce.number().check(z.int()),
    expYear: z.coerce.number().check(z.int()),
    cvc: z.string().check(z.minLength(1)).check(z.maxLength(8)),
  }),
});

/**
 * POST /api/v1/cn/test-gateway/confirm: a stand-in for Stripe.js confirmCardPayment, served only while
 * payments go through the local test gateway (demo mode without STRIPE_SECRET_KEY). Not part of the
 * call table: a real deployment confirms cards with Stripe. Answers like confirmCardPayment: 200
 * `{ paymentIntent }`, or 402 `{ error: { type: "card_error", code, decline_code?, message }, paymentIntent }`.
 */
function registerTestGatewayRoute(api: Hono, s: Services, gateway: TestGateway): void {
  api.post("/test-gateway/confirm", async (c) => {
    const { clientSecret, card } = await parseBody(c, TestConfirmSchema);
    const outcome = await gateway.confirm(clientSecret, card);
    if (outcome.kind === "unknown-secret") {
      return c.json({ message: "No payment intent with this client secret", statusCode: 404 }, 404);
    }
    const row = await findPaymentIntentByGatewayId(s.db, "test", outcome.intent.id);
    if (row) await syncPaymentIntent(s, row, outcome.intent);
    const { id, status, amount, currency } = outcome.intent;
    const paymentIntent = { id, status, amount, currency };
    if (outcome.kind === "confirmed") return c.json({ paymentIntent });
    const { code, declineCode, message } = outcome;
    const error = { type: "card_error", code, ...(declineCode && { decline_code: declineCode }), message };
    return c.json({ error, paymentIntent }, 402);
  });
}
