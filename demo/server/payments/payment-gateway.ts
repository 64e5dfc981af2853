import type { PaymentIntentStatus } from "../../../sdk/api/schemas/payment-intent.js";

// The card processor behind the payment-intent calls (core-journey §4 payment page). Two
// implementations: the local test gateway of CONTRACT.md (test-gateway.ts) and Stripe
// (stripe-gateway.ts). Amounts are integers in the currency's minor units; currencies upper case.

export type GatewayName = "test" | "stripe";

/** A payment intent as the processor knows it. `clientSecret` lets the browser confirm the card. */
export interface GatewayIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
}

export interface CreateIntentInput {
  amount: number;
  currency: string;
  /** The same key always yields the same intent (a double click makes one intent). */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description?: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  /** Changes the amount of an intent not yet confirmed (the cart changed). */
  updateAmount(id: string, amount: number): Promise<GatewayIntent>;
  retrieveIntent(id: string): Promise<GatewayIntent>;
}

/** Intents whose amount may still change and that may still be confirmed. */
export const OPEN_STATUSES: readonly PaymentIntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
];

export const isOpen = (status: string): boolean => (OPEN_STATUSES as readonly string[]).includes(status);
