import type Stripe from "stripe";
import type { StripeClient } from "../payments/stripe-gateway.js";

// An in-memory stand-in for the part of the Stripe client the gateway uses, typed by the stripe
// package: requests are recorded, idempotency keys honoured, and a test can move an intent's status.

export interface StripeStandIn extends StripeClient {
  intents: Map<string, Stripe.PaymentIntent>;
  calls: { method: "create" | "update" | "retrieve"; params?: unknown; options?: Stripe.RequestOptions }[];
  /** What Stripe would do once the card is confirmed in the browser. */
  setStatus(id: string, status: Stripe.PaymentIntent.Status): void;
}

const response = (intent: Stripe.PaymentIntent) =>
  ({
    ...intent,
    lastResponse: { headers: {}, requestId: "req_test", statusCode: 200 },
  }) as Stripe.Response<Stripe.PaymentIntent>;

export function createStripeStandIn(): StripeStandIn {
  const intents = new Map<string, Stripe.PaymentIntent>();
  const byKey = new Map<string, string>();
  const calls: StripeStandIn["calls"] = [];
  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent)
      throw Object.assign(new Error(`No such payment_intent: '${id}'`), {
        type: "StripeInvalidRequestError",
      });
    return intent;
  };
  return {
    intents,
    calls,
    setStatus(id, status) {
      intents.set(id, { ...find(id), status });
    },
    paymentIntents: {
      async create(params: Stripe.PaymentIntentCreateParams, options?: Stripe.RequestOptions) {
        calls.push({ method: "create", params, ...(options && { options }) });
        const known = options?.idempotencyKey ? byKey.get(options.idempotencyKey) : undefined;
        if (known) return response(find(known));
        const id = `pi_test_${intents.size + 1}`;
        const intent = {
          id,
          object: "payment_intent",
          amount: params.amount,
          currency: params.currency,
          status: "requires_payment_method",
          client_secret: `${id}_secret_standin`,
          metadata: params.metadata ?? {},
        } as unknown as Stripe.PaymentIntent;
        intents.set(id, intent);
        if (options?.idempotencyKey) byKey.set(options.idempotencyKey, id);
        return response(intent);
      },
      async update(id: string, params?: Stripe.PaymentIntentUpdateParams) {
        calls.push({ method: "update", params });
        const intent = { ...find(id), ...(params?.amount !== undefined && { amount: params.amount }) };
        intents.set(id, intent);
        return response(intent);
      },
      async retrieve(id: string) {
        calls.push({ method: "retrieve", params: id });
        return response(find(id));
      },
    } as StripeClient["paymentIntents"],
  };
}
