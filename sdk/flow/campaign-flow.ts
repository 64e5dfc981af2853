import type { Campaign } from "../api/schemas/campaign.js";
import type { Step } from "../routing/parse-route.js";

/** core-journey §2: the flow of a campaign that configures none (success is appended). */
export const DEFAULT_FLOW: readonly Step[] = ["register", "share", "follow", "invite"];

/** core-journey §2: payment is required with an amount and a currency. */
export function requiresPaymentStep(campaign: Pick<Campaign, "settings">): boolean {
  const payment = campaign.settings.payment;
  return Boolean(payment?.required && payment.currencyCode && (payment.pricingModel?.amount ?? 0) > 0);
}

/**
 * core-journey §2: the ordered steps of a campaign. presentation.flow, or the default flow; success
 * always last; payment inserted second when payment is required with an amount and a currency (and
 * the flow does not place it already).
 */
export function campaignFlow(campaign: Pick<Campaign, "presentation" | "settings">): Step[] {
  const flow = [...(campaign.presentation.flow ?? DEFAULT_FLOW)].filter((step) => step !== "success");
  if (requiresPaymentStep(campaign) && !flow.includes("payment")) flow.splice(1, 0, "payment");
  return [...flow, "success"];
}

/**
 * engagement §4 profile card: a free flow has no steps, fewer than 2, or register directly followed
 * by success. Judged on the effective flow (campaignFlow), so a campaign without a configured flow
 * has the default one and is not free.
 */
export function isFreeFlow(flow: readonly Step[]): boolean {
  if (flow.length < 2) return true;
  const register = flow.indexOf("register");
  return register !== -1 && flow[register + 1] === "success";
}

/**
 * The step after `current` in the flow; core-journey §2: the first one when `current` is not in it (the
 * landing page included). Without the payment-skip rule of step-navigation's nextStep, which uses it.
 */
export const stepAfter = (flow: readonly Step[], current: Step | undefined): Step | undefined =>
  flow[(current === undefined ? -1 : flow.indexOf(current)) + 1];
