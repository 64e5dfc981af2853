import type { CampaignType } from "../api/schemas/common.js";
import type { Fan } from "../api/schemas/fan.js";
import type { Step } from "../routing/parse-route.js";
import { stepAfter } from "./campaign-flow.js";
import { hasPaymentAction, isMultiPurchase } from "./payment-status.js";

/** Who moves through the flow: the campaign type and, once registered, the fan. */
export interface NavigationContext {
  readonly type: CampaignType;
  readonly fan?: Pick<Fan, "completedActions">;
}

/**
 * core-journey §2: an adjacent payment step is skipped when the fan already has a payment action,
 * for types that are not multi-purchase.
 */
const skipsPayment = (context: NavigationContext | undefined): boolean =>
  context !== undefined && !isMultiPurchase(context.type) && hasPaymentAction(context.fan);

/**
 * The step after `current`. core-journey §2: if the current step is not in the flow (the landing
 * included), the next step is the first one. Undefined after the last step.
 */
export function nextStep(
  flow: readonly Step[],
  current: Step | undefined,
  context?: NavigationContext,
): Step | undefined {
  const next = stepAfter(flow, current);
  return next === "payment" && skipsPayment(context) ? stepAfter(flow, next) : next;
}

/** The step before `current`; undefined means the index page (the first step, or one not in the flow). */
export function previousStep(
  flow: readonly Step[],
  current: Step | undefined,
  context?: NavigationContext,
): Step | undefined {
  const index = current === undefined ? -1 : flow.indexOf(current);
  if (index <= 0) return undefined;
  const previous = flow[index - 1];
  return previous === "payment" && skipsPayment(context) ? flow[index - 2] : previous;
}

/** core-journey §2: (index+1)/flow length*100; 0 for a step not in the flow. */
export function progressPercent(flow: readonly Step[], current: Step | undefined): number {
  if (flow.length === 0 || current === undefined) return 0;
  return ((flow.indexOf(current) + 1) / flow.length) * 100;
}

/** core-journey §2: the progress bar shows only above 0 percent, and never for opt-in and rsvp. */
export const showsProgressBar = (type: CampaignType, percent: number): boolean =>
  percent > 0 && type !== "opt-in" && type !== "rsvp";

/**
 * The step whose code to fetch ahead (core-journey §9 prefetch): the next one after the page shown. The
 * landing shows the welcome page (then the next is the flow's first step, register) or the register page
 * (then the next is the one after register).
 */
export function stepToPrefetch(
  flow: readonly Step[],
  step: Step | undefined,
  landingPage: "welcome" | "register",
): Step | undefined {
  if (step !== undefined) return nextStep(flow, step);
  return landingPage === "welcome" ? nextStep(flow, undefined) : nextStep(flow, "register");
}
