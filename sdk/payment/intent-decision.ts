import type { Campaign } from "../api/schemas/campaign.js";
import type { Cart } from "../api/schemas/cart.js";
import type { Fan } from "../api/schemas/fan.js";
import type { PaymentIntent, PaymentIntentPayload } from "../api/schemas/payment-intent.js";
import { requiresPaymentStep } from "../flow/campaign-flow.js";
import { paymentStatus } from "../flow/payment-status.js";
import { intentPayload } from "./product-cart.js";

// core-journey §4 "Payment page": what the page does when it opens, as a pure function of the
// campaign, the fan, their current intent, the session cart and the payment-successful flag.

export interface PaymentPageInput {
  readonly campaign: Pick<Campaign, "oid" | "type" | "settings">;
  /** Undefined for a visitor who has not registered. */
  readonly fan: Pick<Fan, "oid" | "completedActions" | "paymentIntent"> | undefined;
  /** The fan's current intent when fresher than fan.paymentIntent (GET payment-intent). */
  readonly intent?: PaymentIntent | undefined;
  /** The campaign's session cart (donate and pre-order). */
  readonly cart: Cart | undefined;
  /** The payment-successful session flag (cart-storage.ts). */
  readonly paymentSuccessful: boolean;
}

export type RedirectReason = "unregistered" | "no-payment-needed" | "already-paid";

export type PaymentPageDecision =
  /** Go to the campaign's index page. */
  | { readonly action: "redirect-index"; readonly reason: RedirectReason }
  /** An empty or zero donate/pre-order cart: back to the step that fills it. */
  | { readonly action: "back-to-cart"; readonly step: "product" | "donate" }
  /** Paid already and not multi-purchase: skip to the next step. */
  | { readonly action: "next-step" }
  /** The intent is being settled; show 'Payment already processing. Please wait.' and charge nothing. */
  | { readonly action: "processing"; readonly intent: PaymentIntent }
  /** No usable intent: create one ("first"), or a new one after a paid multi-purchase ("new-purchase"). */
  | {
      readonly action: "create";
      readonly reason: "first" | "new-purchase";
      readonly payload: PaymentIntentPayload;
    }
  /** The cart changed and nothing is actioned: change the intent's amount. */
  | { readonly action: "update"; readonly intent: PaymentIntent; readonly payload: PaymentIntentPayload }
  /** The intent matches what is owed: show the card fields and confirm with its client secret. */
  | { readonly action: "pay"; readonly intent: PaymentIntent };

/** core-journey §1: the types for purchase, whose amount comes from the session cart. */
const CART_STEP = { donate: "donate", preorder: "product" } as const;
type CartType = keyof typeof CART_STEP;
const isCartType = (type: string): type is CartType => Object.hasOwn(CART_STEP, type);

/** Intent statuses of a payment under way: confirming again could charge twice. */
const SETTLING = new Set<string>(["processing", "requires_capture"]);

/** What is owed: the cart (donate, pre-order) or the fixed price (e.g. a presale ticket). */
function owedCart(campaign: PaymentPageInput["campaign"], cart: Cart | undefined): Cart | undefined {
  const payment = campaign.settings.payment;
  if (isCartType(campaign.type)) {
    return cart && cart.currency === payment?.currencyCode ? cart : undefined;
  }
  const amount = payment?.pricingModel?.amount;
  return requiresPaymentStep(campaign) && payment?.currencyCode && amount !== undefined
    ? { currency: payment.currencyCode, totalAmount: amount }
    : undefined;
}

export function decidePaymentPage(input: PaymentPageInput): PaymentPageDecision {
  const { campaign, fan, cart } = input;
  const intent = input.intent ?? fan?.paymentIntent;
  const status = paymentStatus(campaign, fan && { ...fan, paymentIntent: intent });

  if (!fan || status.unregistered) return { action: "redirect-index", reason: "unregistered" };
  if (!status.hasPaymentRequirement) return { action: "redirect-index", reason: "no-payment-needed" };
  if (input.paymentSuccessful) return { action: "redirect-index", reason: "already-paid" };

  // Never charge twice: a paid single-purchase fan moves on before anything else is looked at.
  const succeeded = intent?.status === "succeeded";
  if (!status.hasMultiPurchase && (status.hasValidatedPayment || succeeded)) return { action: "next-step" };

  const owed = owedCart(campaign, cart);
  const payload = owed && intentPayload(owed, { campaignOid: campaign.oid, campaignFanOid: fan.oid });
  if (!payload) {
    return isCartType(campaign.type)
      ? { action: "back-to-cart", step: CART_STEP[campaign.type] }
      : { action: "redirect-index", reason: "no-payment-needed" };
  }

  if (!intent) return { action: "create", reason: "first", payload };
  if (succeeded || status.hasActionedIntent) {
    // Multi-purchase: the actioned intent is spent, the new cart gets a new one. Otherwise the action
    // is recorded but not yet validated: the payment is being settled.
    return status.hasMultiPurchase
      ? { action: "create", reason: "new-purchase", payload }
      : { action: "processing", intent };
  }
  if (intent.status !== undefined && SETTLING.has(intent.status)) return { action: "processing", intent };
  if (intent.status === "canceled") return { action: "create", reason: "first", payload };
  if (intent.amount !== payload.totalAmount || intent.currency !== payload.currencyCode) {
    return { action: "update", intent, payload };
  }
  return { action: "pay", intent };
}
