import { type CallOptions, callApi } from "../api/call-api.js";
import { createPaymentIntent, getPaymentIntent, updatePaymentIntent } from "../api/calls/payment.js";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import type { PaymentIntent } from "../api/schemas/payment-intent.js";
import type { PaymentPageDecision } from "./intent-decision.js";
import { PAYMENT_MESSAGES, type PaymentMessageKey } from "./messages.js";

// core-journey §4 "Payment page": intent requests are tried at most 2 times (§9), then stop with the
// intent-secret error of §8.

export const MAX_INTENT_ATTEMPTS = 2;

/** The decisions that call the server before the card can be confirmed. */
export type IntentRequest = Extract<PaymentPageDecision, { action: "create" | "update" }>;

export type IntentFailure = "intent-setup" | "invalid-payload";

export type IntentOutcome =
  /** Confirm the card with this intent's client secret. */
  | { readonly status: "ready"; readonly intent: PaymentIntent }
  /** The server says this fan has paid already (a single purchase): go to the next step. */
  | { readonly status: "paid" }
  /** The intent can no longer change: show PAYMENT_MESSAGES.alreadyProcessing. */
  | { readonly status: "processing" }
  /** Show `messages`, in order; nothing has been charged. */
  | {
      readonly status: "failed";
      readonly reason: IntentFailure;
      readonly messages: readonly PaymentMessageKey[];
    };

const FAILED: Record<IntentFailure, Extract<IntentOutcome, { status: "failed" }>> = {
  "intent-setup": {
    status: "failed",
    reason: "intent-setup",
    messages: [PAYMENT_MESSAGES.intentSetupFailed, PAYMENT_MESSAGES.tryAgain],
  },
  "invalid-payload": {
    status: "failed",
    reason: "invalid-payload",
    messages: [PAYMENT_MESSAGES.invalidPayload],
  },
};

/** One try: a final outcome, or undefined to try again. Throws only when the screen cancelled it. */
type Attempt<T> = () => Promise<T | undefined>;

async function withAttempts<T>(attempt: Attempt<T>, attempts: number): Promise<T | undefined> {
  for (let tried = 0; tried < attempts; tried += 1) {
    const outcome = await attempt();
    if (outcome !== undefined) return outcome;
  }
  return undefined;
}

/** A status the server answered with as an error (4xx, 5xx other than 401), if any. */
const errorStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.statusCode : undefined;

export interface IntentRequestOptions extends Pick<CallOptions, "signal"> {
  /** Default MAX_INTENT_ATTEMPTS. */
  readonly attempts?: number;
}

/**
 * Creates or updates the fan's intent as decided (intent-decision.ts). A 400 is the bad payload of
 * core-journey §8; a 409 means a single purchase is paid already (create) or the intent is being
 * settled (update); anything else is tried again once, then the intent-secret error.
 */
export async function requestIntent(
  client: ApiClient,
  request: IntentRequest,
  options: IntentRequestOptions = {},
): Promise<IntentOutcome> {
  const { signal, attempts = MAX_INTENT_ATTEMPTS } = options;
  const callOptions: CallOptions = signal ? { signal } : {};
  const { payload } = request;
  const send = async (): Promise<IntentOutcome | undefined> => {
    if (request.action === "create") {
      const answer = await callApi(
        client,
        createPaymentIntent,
        { params: { campaignOid: payload.campaignOid }, body: payload },
        callOptions,
      );
      return answer.status === 201 ? { status: "ready", intent: answer.data } : undefined;
    }
    if (payload.campaignFanOid === undefined) return FAILED["invalid-payload"];
    const answer = await callApi(
      client,
      updatePaymentIntent,
      { params: { campaignOid: payload.campaignOid, campaignFanOid: payload.campaignFanOid }, body: payload },
      callOptions,
    );
    // 204: the same intent (same client secret) now asks for the cart's amount.
    return answer.status === 204
      ? {
          status: "ready",
          intent: { ...request.intent, amount: payload.totalAmount, currency: payload.currencyCode },
        }
      : undefined;
  };
  const attempt: Attempt<IntentOutcome> = async () => {
    try {
      return await send();
    } catch (error) {
      if (signal?.aborted) throw error;
      // A 400 or a 409 will not change on a second try.
      if (errorStatus(error) === 409) {
        return request.action === "create" ? { status: "paid" } : { status: "processing" };
      }
      if (errorStatus(error) === 400) return FAILED["invalid-payload"];
      return undefined;
    }
  };
  return (await withAttempts(attempt, attempts)) ?? FAILED["intent-setup"];
}

export type IntentLookup =
  | { readonly status: "found"; readonly intent: PaymentIntent }
  | { readonly status: "none" }
  | Extract<IntentOutcome, { status: "failed" }>;

/**
 * The fan's current intent as the processor has it now (GET payment-intent), fresher than
 * fan.paymentIntent after a reload during confirmation. 404: the fan has none yet.
 */
export async function loadPaymentIntent(
  client: ApiClient,
  campaignOid: string,
  options: IntentRequestOptions = {},
): Promise<IntentLookup> {
  const { signal, attempts = MAX_INTENT_ATTEMPTS } = options;
  const attempt: Attempt<IntentLookup> = async () => {
    try {
      const answer = await callApi(
        client,
        getPaymentIntent,
        { params: { campaignOid } },
        signal ? { signal } : {},
      );
      return answer.status === 200 ? { status: "found", intent: answer.data } : undefined;
    } catch (error) {
      if (signal?.aborted) throw error;
      return errorStatus(error) === 404 ? { status: "none" } : undefined;
    }
  };
  return (await withAttempts(attempt, attempts)) ?? FAILED["intent-setup"];
}
