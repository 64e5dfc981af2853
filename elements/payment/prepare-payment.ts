import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { PaymentIntent } from "../../sdk/api/schemas/payment-intent.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { nextStep } from "../../sdk/flow/step-navigation.js";
import { gatedStream } from "../../sdk/flow/type-switches.js";
import type { CartStorage } from "../../sdk/payment/cart-storage.js";
import { decidePaymentPage, type PaymentPageDecision } from "../../sdk/payment/intent-decision.js";
import { loadPaymentIntent, requestIntent } from "../../sdk/payment/intent-runner.js";
import type { PaymentMessageKey } from "../../sdk/payment/messages.js";
import type { Step } from "../../sdk/routing/parse-route.js";

// core-journey §4 "Payment page": what the screen does once it knows the fan. The decision itself is
// sdk/payment's (decidePaymentPage); this runs the calls it asks for and says where the screen goes.

/** Where the screen sends the fan: a step, or "landing" for the campaign's index page. */
export type PaymentExit = Step | "landing";

export type PaymentPlan =
  /** Leave the payment step (redirect to the index, back to the cart, or on to the next step). */
  | { readonly kind: "leave"; readonly to: PaymentExit }
  /** Show the card form for this intent. */
  | { readonly kind: "pay"; readonly intent: PaymentIntent }
  /** 'Payment already processing. Please wait.'; nothing is confirmed. */
  | { readonly kind: "processing" }
  /** Show these messages in order; nothing has been charged. */
  | { readonly kind: "failed"; readonly messages: readonly PaymentMessageKey[] };

type PageCampaign = Pick<Campaign, "oid" | "type" | "settings" | "presentation" | "event">;
type PageFan = Pick<Fan, "oid" | "completedActions" | "paymentIntent">;

/**
 * core-journey §4 "On success", step 4: magic-link for a live livestream needing validation (a gated one
 * whose device holds no validated magic-link session), else the next step of the flow.
 */
export function stepAfterPayment(
  campaign: PageCampaign,
  fan: Pick<Fan, "completedActions"> | undefined,
  now: Date = new Date(),
  sessionValidated = false,
): Step {
  if (needsStreamLogin(campaign, now) && !sessionValidated) return "magic-link";
  return (
    nextStep(campaignFlow(campaign), "payment", { type: campaign.type, ...(fan && { fan }) }) ?? "success"
  );
}

function needsStreamLogin(campaign: PageCampaign, now: Date): boolean {
  const start = campaign.event?.startDate;
  const isLiveNow = start !== undefined && new Date(start).getTime() <= now.getTime();
  return gatedStream(campaign) && isLiveNow;
}

/** stepAfterPayment, asking the gatekeeper first where its answer matters (a live, gated livestream). */
export async function nextAfterPayment(
  client: ApiClient,
  campaign: PageCampaign,
  fan: Pick<Fan, "completedActions"> | undefined,
  now: Date = new Date(),
): Promise<Step> {
  if (!needsStreamLogin(campaign, now)) return stepAfterPayment(campaign, fan, now);
  const { checkGatekeeperSession } = await import("../registration/gatekeeper-check.js");
  // Unknown (the check failed) counts as not validated: the fan is offered a magic link.
  const status = await checkGatekeeperSession(client, { oid: campaign.oid, gatedSessions: true }).catch(
    () => "validating" as const,
  );
  return stepAfterPayment(campaign, fan, now, status === "validated");
}

export interface PrepareInput {
  readonly client: ApiClient;
  readonly campaign: PageCampaign;
  /** Undefined for a visitor. */
  readonly fan: PageFan | undefined;
  readonly storage: CartStorage;
  readonly signal?: AbortSignal;
}

/** The plan of one decision; create and update ask the server first (at most 2 attempts, §9). */
async function follow(
  decision: PaymentPageDecision,
  input: PrepareInput,
  fan: PageFan | undefined,
): Promise<PaymentPlan> {
  switch (decision.action) {
    case "redirect-index":
      return { kind: "leave", to: "landing" };
    case "back-to-cart":
      return { kind: "leave", to: decision.step };
    case "next-step":
      return { kind: "leave", to: await nextAfterPayment(input.client, input.campaign, fan) };
    case "processing":
      return { kind: "processing" };
    case "pay":
      return { kind: "pay", intent: decision.intent };
    case "create":
    case "update": {
      const outcome = await requestIntent(input.client, decision, input.signal && { signal: input.signal });
      switch (outcome.status) {
        case "ready":
          return { kind: "pay", intent: outcome.intent };
        case "paid":
          return { kind: "leave", to: await nextAfterPayment(input.client, input.campaign, fan) };
        case "processing":
          return { kind: "processing" };
        case "failed":
          return { kind: "failed", messages: outcome.messages };
        default:
          return outcome satisfies never;
      }
    }
    default:
      return decision satisfies never;
  }
}

/**
 * Decides the payment page from the session cart and flag, with the intent as the processor has it
 * now (GET payment-intent: fresher than the fan after a reload during confirmation), then creates or
 * updates the intent when the decision says so.
 */
export async function preparePayment(input: PrepareInput): Promise<PaymentPlan> {
  const { client, campaign, fan, storage, signal } = input;
  const page = {
    campaign,
    fan,
    cart: storage.readCart(campaign.oid),
    paymentSuccessful: storage.isPaymentSuccessful(campaign.oid),
  };
  const first = decidePaymentPage(page);
  // Redirects need no intent; anything else is decided again on the processor's current intent.
  if (first.action === "redirect-index" || first.action === "back-to-cart") return follow(first, input, fan);
  const lookup = await loadPaymentIntent(client, campaign.oid, signal && { signal });
  if (lookup.status === "failed") return { kind: "failed", messages: lookup.messages };
  const intent = lookup.status === "found" ? lookup.intent : undefined;
  // With no intent on the server, a stale fan.paymentIntent must not be reused.
  const current = fan && { ...fan, paymentIntent: intent };
  return follow(decidePaymentPage({ ...page, fan: current, intent }), input, current);
}
