import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { PaymentIntent } from "../../sdk/api/schemas/payment-intent.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { recordPaymentSuccess, sessionCartStorage } from "../../sdk/payment/cart-storage.js";
import { PAYMENT_MESSAGES, type PaymentMessageKey } from "../../sdk/payment/messages.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import type { ScreenContext } from "../runtime/screen-frame.js";
import type { StepChangeDetail, StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";
import type { Order } from "./order-summary.js";
import { nextAfterPayment, type PaymentExit, type PaymentPlan, preparePayment } from "./prepare-payment.js";

/** What the payment page shows; `data-state` on `.payment` (README). */
export type PaymentView =
  | { readonly state: "loading" }
  | { readonly state: "leaving" }
  | { readonly state: "failed"; readonly messages: readonly PaymentMessageKey[] }
  | { readonly state: "processing" }
  | { readonly state: "ready"; readonly intent: PaymentIntent }
  | { readonly state: "succeeded"; readonly order: Order };

/** The props of `<campaign-payment>` the page's state reads. */
export interface PaymentPageProps extends Pick<StepEvents, "onError"> {
  apiBase?: string;
  onStepChange?: (detail: StepChangeDetail) => void;
}

export interface PaymentPageState {
  view: PaymentView;
  client: ApiClient;
  /** The provider confirmed the payment of this intent: core-journey §4 "On success". */
  succeed: (intent: PaymentIntent) => void;
  /** After the order's summary: on to the next step (core-journey §4 "On success" 4). */
  proceed: () => void;
  /** The provider says the payment is still being processed. */
  processing: () => void;
  /** The card fields could not be set up (configuration, or the provider did not load). */
  setupFailed: () => void;
  /** The back arrow: the step before payment. */
  back: () => void;
}

const SETUP_FAILED = [PAYMENT_MESSAGES.intentSetupFailed, PAYMENT_MESSAGES.tryAgain] as const;

/**
 * The payment page's state (core-journey §4 "Payment page"): decides once the fan is known (a visitor
 * is redirected to the index), then follows the card form's outcome to the next step.
 */
export function usePaymentPage(screen: ScreenContext, props: PaymentPageProps): PaymentPageState {
  const { campaign, translation } = screen;
  const { t } = translation;
  const client = getApiClient(props.apiBase);
  const storage = sessionCartStorage();
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [view, setView] = useState<PaymentView>({ state: "loading" });
  // Callbacks read the newest props and fan without re-running the page's decision.
  const latest = useRef({ props, fan, t });
  latest.current = { props, fan, t };
  const stepChange = useCallback((detail: StepChangeDetail) => {
    const { onStepChange } = latest.current.props;
    if (onStepChange) onStepChange(detail);
  }, []);

  const leave = useCallback(
    (to: PaymentExit) => {
      // The success notice stays until the host page shows the next step.
      setView((current) => (current.state === "succeeded" ? current : { state: "leaving" }));
      stepChange({ campaignOid: campaign.oid, from: "payment", to, replace: true });
    },
    [campaign.oid, stepChange],
  );

  const fail = useCallback(
    (messages: readonly PaymentMessageKey[]) => {
      setView({ state: "failed", messages });
      const { props: current, t: translate } = latest.current;
      if (current.onError) {
        current.onError({
          campaignOid: campaign.oid,
          message: messages.map((key) => translate(key)).join(" "),
        });
      }
    },
    [campaign.oid],
  );

  const apply = useCallback(
    (plan: PaymentPlan) => {
      switch (plan.kind) {
        case "leave":
          return leave(plan.to);
        case "pay":
          return setView({ state: "ready", intent: plan.intent });
        case "processing":
          return setView({ state: "processing" });
        case "failed":
          return fail(plan.messages);
        default:
          return plan satisfies never;
      }
    },
    [leave, fail],
  );

  const fanKnown = fanState.status !== "unknown";
  useEffect(() => {
    if (!fanKnown) return;
    const controller = new AbortController();
    preparePayment({ client, campaign, fan: latest.current.fan, storage, signal: controller.signal }).then(
      (plan) => {
        if (!controller.signal.aborted) apply(plan);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`[campaign-payment] setting up the payment failed: ${reason}`);
        fail(SETUP_FAILED);
      },
    );
    return () => controller.abort();
  }, [fanKnown, client, campaign, storage, apply, fail]);

  const succeed = useCallback(
    (intent: PaymentIntent) => {
      // core-journey §4 "On success": the flag, the emptied cart, the notice; the order's summary is
      // read from the cart first (issue 20), and the fan goes on to the next step from it.
      const lines = storage.readCart(campaign.oid)?.products ?? [];
      recordPaymentSuccess(storage, campaign.oid);
      const order = { lines, amount: intent.amount, currency: intent.currency, reference: intent.id };
      setView({ state: "succeeded", order });
      void fanStore.load(client, campaign.oid, true);
    },
    [storage, campaign, client],
  );
  const proceed = useCallback(
    () => void nextAfterPayment(client, campaign, latest.current.fan).then(leave),
    [client, campaign, leave],
  );

  return {
    view,
    client,
    succeed,
    proceed,
    processing: () => setView({ state: "processing" }),
    setupFailed: () => fail(SETUP_FAILED),
    back: () => stepChange(backToPrevious(campaign, "payment", latest.current.fan)),
  };
}
