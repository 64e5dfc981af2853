import type Stripe from "stripe";
import { PaymentIntentStatusSchema } from "../../../sdk/api/schemas/payment-intent.js";
import type { GatewayIntent, PaymentGateway } from "./payment-gateway.js";

// Card payments through Stripe (used when STRIPE_SECRET_KEY is set). The browser confirms the card with
// Stripe.js and the intent's client secret; the server learns the outcome by retrieving the intent
// (GET payment-intent, the payment action) or from the signed webhook (stripe-webhook.ts).

/** The part of the Stripe client this gateway uses; tests pass a stand-in with these types. */
export interface StripeClient {
  paymentIntents: Pick<Stripe.PaymentIntentResource, "create" | "update" | "retrieve">;
}

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  if (!intent.client_secret)
    throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`);
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: PaymentIntentStatusSchema.parse(intent.status),
  };
}

export function createStripeGateway(stripe: StripeClient): PaymentGateway {
  return {
    name: "stripe",
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          // Stripe spells currencies in lower case.
          currency: input.currency.toLowerCase(),
          // core-journey §2: the payment screen takes cards only.
          allowed_payment_method_types: ["card"],
          metadata: input.metadata,
          ...(input.description && { description: input.description }),
        },
        // Stripe answers the same intent for a repeated key: a double click makes one intent.
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(intent);
    },
    async updateAmount(id, amount) {
      return toIntent(await stripe.paymentIntents.update(id, { amount }));
    },
    async retrieveIntent(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    },
  };
}

/** Loads the stripe package only when a key is configured, so demo mode never imports it. */
export async function connectStripe(secretKey: string): Promise<Stripe> {
  const { default: StripeClass } = await import("stripe");
  return new StripeClass(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "fan-campaigns" },
  });
}
