import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { PAYMENT_MESSAGES } from "../../sdk/payment/messages.js";
import { Snackbar } from "../layout/snackbar.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { Skeleton } from "../runtime/skeleton.js";
import type { StepChangeDetail, StepEvents } from "../runtime/step-events.js";
import { CardForm } from "./card-form.js";
import { PaymentLayout } from "./payment-layout.js";
import { usePaymentPage } from "./use-payment-page.js";

// The order's summary shows only after a payment: its code is not in the first view (the size budget
// holds). It is fetched while the card form shows, so it is there at the success: arriving later, it
// would push "Continue" down under a fan's tap.
const loadOrderSummary = () => import("./order-summary.js");
const OrderSummary = lazy(() => loadOrderSummary().then((m) => ({ default: m.OrderSummary })));

/** `stepchange` of the payment screen; "landing" is the campaign's index page. */
export type PaymentStepChangeDetail = StepChangeDetail;

export interface CampaignPaymentProps extends ScreenProps, Pick<StepEvents, "onError"> {
  /**
   * Attribute `stripe-key`: Stripe's publishable key (pk_…) matching the server's STRIPE_SECRET_KEY.
   * Unset in demo mode, where the server's intents go through the local test gateway.
   */
  stripeKey?: string;
  onStepChange?: (detail: PaymentStepChangeDetail) => void;
  /** Set by r2wc: the element's shadow root; its host receives the light-DOM card fields. */
  container?: Node;
}

/** `<campaign-payment>`: name on card and card fields; the payment page of core-journey §4. */
export function CampaignPayment(props: CampaignPaymentProps) {
  // "Try again" remounts the page, which decides again from the server's current intent.
  const [round, setRound] = useState(0);
  return (
    <ScreenFrame props={props} tag="campaign-payment" skeleton="payment" texts={[formTexts, journeyTexts]}>
      {(screen) => (
        <PaymentPage key={round} screen={screen} props={props} retry={() => setRound((n) => n + 1)} />
      )}
    </ScreenFrame>
  );
}

/** The element's host when it renders in a shadow root (r2wc's `container`), for the card fields. */
function hostOf(container: Node | undefined): HTMLElement | undefined {
  if (typeof ShadowRoot === "undefined" || !(container instanceof ShadowRoot)) return undefined;
  return container.host instanceof HTMLElement ? container.host : undefined;
}

/** Each state of the page: a status, the messages with "Try again", the notice, or the card form. */
function PaymentPage({
  screen,
  props,
  retry,
}: {
  screen: ScreenContext;
  props: CampaignPaymentProps;
  retry: () => void;
}) {
  const { campaign, translation, language } = screen;
  const { t } = translation;
  const page = usePaymentPage(screen, props);
  const { view } = page;
  useEffect(() => {
    if (view.state === "ready") void loadOrderSummary();
  }, [view.state]);

  const layout = (children: ReactNode, actionBar?: ReactNode) => (
    <PaymentLayout campaign={campaign} state={view.state} actionBar={actionBar} onBack={page.back}>
      {children}
    </PaymentLayout>
  );
  const retryButton = (
    <button type="button" className="button" part="submit" onClick={retry}>
      {t("common.retry")}
    </button>
  );

  switch (view.state) {
    case "loading":
      return layout(
        <Skeleton
          shape="payment"
          label={t(PAYMENT_MESSAGES.loading)}
          message={t(PAYMENT_MESSAGES.loading)}
        />,
      );
    case "leaving":
      return layout(<Skeleton shape="board" label={t("common.loading")} />);
    case "failed":
      return layout(
        <div className="message-list">
          {view.messages.map((key) => (
            <Snackbar key={key} message={{ text: t(key), tone: "error" }} />
          ))}
        </div>,
        retryButton,
      );
    case "processing":
      return layout(
        <Snackbar message={{ text: t(PAYMENT_MESSAGES.alreadyProcessing), tone: "info" }} />,
        retryButton,
      );
    case "succeeded":
      return layout(
        <>
          <Snackbar message={{ text: t(PAYMENT_MESSAGES.successful), tone: "success" }} />
          <Suspense fallback={<p className="status" role="status" aria-busy="true" />}>
            <OrderSummary campaign={campaign} order={view.order} />
          </Suspense>
        </>,
        <button type="button" className="button" part="submit" onClick={page.proceed}>
          {t("layout.continue")}
        </button>,
      );
    case "ready":
      return (
        <CardForm
          campaign={campaign}
          intent={view.intent}
          language={language}
          host={hostOf(props.container)}
          stripeKey={props.stripeKey}
          client={page.client}
          onSucceeded={page.succeed}
          onBack={page.back}
          onProcessing={page.processing}
          onSetupFailed={page.setupFailed}
          onCardFailed={(message) => props.onError?.({ campaignOid: campaign.oid, message })}
        />
      );
    default:
      return view satisfies never;
  }
}
