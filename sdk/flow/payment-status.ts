import type { CompletedAction } from "../api/schemas/action.js";
import type { Campaign } from "../api/schemas/campaign.js";
import type { CampaignType } from "../api/schemas/common.js";
import type { Fan } from "../api/schemas/fan.js";

/** core-journey §1: the types for purchase, which a fan may pay for more than once. */
export const MULTI_PURCHASE_TYPES: readonly CampaignType[] = ["donate", "preorder"];

export const isMultiPurchase = (type: CampaignType): boolean => MULTI_PURCHASE_TYPES.includes(type);

/** core-journey §4: the payment action is recorded with channel stripe and target stripe:payment:enable. */
export const PAYMENT_ACTION = {
  type: "payment",
  channel: "stripe",
  target: "stripe:payment:enable",
} as const;

const isPaymentAction = (action: Pick<CompletedAction, "type" | "target">): boolean =>
  action.type === PAYMENT_ACTION.type || action.target === PAYMENT_ACTION.target;

export const hasPaymentAction = (fan: Pick<Fan, "completedActions"> | undefined): boolean =>
  (fan?.completedActions ?? []).some(isPaymentAction);

/** core-journey §4 "Payment status flags (derived for the fan)": each "has or no" pair is one boolean. */
export interface PaymentStatus {
  readonly unregistered: boolean;
  readonly hasPaymentRequirement: boolean;
  readonly hasPaymentIntent: boolean;
  /** A payment action records the fan's current intent. */
  readonly hasActionedIntent: boolean;
  /** A payment action is validated. */
  readonly hasValidatedPayment: boolean;
  readonly hasMultiPurchase: boolean;
}

export function paymentStatus(
  campaign: Pick<Campaign, "type" | "settings">,
  fan: Pick<Fan, "completedActions" | "paymentIntent"> | undefined,
): PaymentStatus {
  const payments = (fan?.completedActions ?? []).filter(isPaymentAction);
  const intentId = fan?.paymentIntent?.id;
  return {
    unregistered: fan === undefined,
    hasPaymentRequirement: campaign.settings.payment?.required === true,
    hasPaymentIntent: intentId !== undefined,
    hasActionedIntent:
      intentId !== undefined && payments.some((a) => a.additionalInfo?.paymentIntent?.id === intentId),
    hasValidatedPayment: payments.some((action) => action.validated),
    hasMultiPurchase: isMultiPurchase(campaign.type),
  };
}
