import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { PaymentIntent } from "../../sdk/api/schemas/payment-intent.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { indexPageOf, showsBackArrow } from "../../sdk/flow/index-page.js";
import { progressPercent, showsProgressBar } from "../../sdk/flow/step-navigation.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { recordPaymentSuccess, sessionCartStorage } from "../../sdk/payment/cart-storage.js";
import { choosePaymentProvider } from "../../sdk/payment/choose-provider.js";
import { currencyOf, formatPrice } from "../../sdk/payment/currencies.js";
import { chargeLine, PAYMENT_MESSAGES, type PaymentMessageKey } from "../../sdk/payment/messages.js";
import {
  CARD_FIELDS_SLOT,
  type CardField,
  cardFieldsContainer,
  type PaymentProvider,
} from "../../sdk/payment/provider.js";
import { validateNameOnCard } from "../../sdk/validation/card.js";
import { messageOf, type ValidationError } from "../../sdk/validation/validation-error.js";
import { TextField } from "../form/text-field.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { Snackbar } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepChangeDetail, StepEvents } from "../runtime/step-events.js";
import { useMessageText, useT } from "../runtime/translation-context.js";
import { useFan } from "../runtime/use-fan.js";
import { adoptCardFieldsSheet } from "./card-fields-sheet.js";
import { nextAfterPayment, type PaymentExit, type PaymentPlan, preparePayment } from "./prepare-payment.js";

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

/** core-journey §4 "On success": how long 'Payment Successful…' shows before the next step. */
const SUCCESS_NOTICE_MS = 1500;
const FORM_ID = "payment-form";
const SETUP_FAILED = [PAYMENT_MESSAGES.intentSetupFailed, PAYMENT_MESSAGES.tryAgain] as const;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `<campaign-payment>`: name on card and card fields; the payment page of core-journey §4. */
export function CampaignPayment(props: CampaignPaymentProps) {
  // "Try again" remounts the page, which decides again from the server's current intent.
  const [round, setRound] = useState(0);
  return (
    <ScreenFrame props={props} tag="campaign-payment" texts={journeyTexts}>
      {(screen) => (
        <PaymentPage key={round} screen={screen} props={props} retry={() => setRound((n) => n + 1)} />
      )}
    </ScreenFrame>
  );
}

type View =
  | { readonly state: "loading" }
  | { readonly state: "leaving" }
  | { readonly state: "failed"; readonly messages: readonly PaymentMessageKey[] }
  | { readonly state: "processing" }
  | { readonly state: "ready"; readonly intent: PaymentIntent }
  | { readonly state: "succeeded" };

/** The element's host when it renders in a shadow root (r2wc's `container`), for the card fields. */
function hostOf(container: Node | undefined): HTMLElement | undefined {
  if (typeof ShadowRoot === "undefined" || !(container instanceof ShadowRoot)) return undefined;
  return container.host instanceof HTMLElement ? container.host : undefined;
}

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
  const client = getApiClient(props.apiBase);
  const storage = sessionCartStorage();
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const [view, setView] = useState<View>({ state: "loading" });
  // Callbacks read the newest props and fan without re-running the page's decision.
  const latest = useRef({ props, fan, t });
  latest.current = { props, fan, t };
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(successTimer.current), []);

  const leave = useCallback(
    (to: PaymentExit) => {
      // The success notice stays until the host page shows the next step.
      setView((current) => (current.state === "succeeded" ? current : { state: "leaving" }));
      latest.current.props.onStepChange?.({ campaignOid: campaign.oid, from: "payment", to, replace: true });
    },
    [campaign.oid],
  );

  const fail = useCallback(
    (messages: readonly PaymentMessageKey[]) => {
      setView({ state: "failed", messages });
      const { props: current, t: translate } = latest.current;
      current.onError?.({
        campaignOid: campaign.oid,
        message: messages.map((key) => translate(key)).join(" "),
      });
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

  // core-journey §4: decide once the fan is known (a visitor is redirected to the index).
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
        console.warn(`[campaign-payment] setting up the payment failed: ${errorText(error)}`);
        fail(SETUP_FAILED);
      },
    );
    return () => controller.abort();
  }, [fanKnown, client, campaign, storage, apply, fail]);

  const succeed = useCallback(() => {
    // core-journey §4 "On success": the flag, the emptied cart, the notice, then the next step.
    recordPaymentSuccess(storage, campaign.oid);
    setView({ state: "succeeded" });
    void fanStore.load(client, campaign.oid, true);
    successTimer.current = setTimeout(
      () => void nextAfterPayment(client, campaign, latest.current.fan).then(leave),
      SUCCESS_NOTICE_MS,
    );
  }, [storage, campaign, client, leave]);

  const back = () =>
    latest.current.props.onStepChange?.(backToPrevious(campaign, "payment", latest.current.fan));
  const layout = (children: ReactNode, actionBar?: ReactNode) => (
    <PaymentLayout campaign={campaign} state={view.state} actionBar={actionBar} onBack={back}>
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
        <p className="status" role="status">
          {t(PAYMENT_MESSAGES.loading)}
        </p>,
      );
    case "leaving":
      return layout(
        <p className="status" role="status">
          {t("common.loading")}
        </p>,
      );
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
      return layout(<Snackbar message={{ text: t(PAYMENT_MESSAGES.successful), tone: "success" }} />);
    case "ready":
      return (
        <CardForm
          campaign={campaign}
          intent={view.intent}
          language={language}
          host={hostOf(props.container)}
          stripeKey={props.stripeKey}
          client={client}
          onSucceeded={succeed}
          onBack={back}
          onProcessing={() => setView({ state: "processing" })}
          onSetupFailed={() => fail(SETUP_FAILED)}
          onCardFailed={(message) => props.onError?.({ campaignOid: campaign.oid, message })}
        />
      );
    default:
      return view satisfies never;
  }
}

/** The step layout of every state of the page, with `data-state` for host styling (STYLE.md §4). */
function PaymentLayout({
  campaign,
  state,
  actionBar,
  onBack,
  children,
}: {
  campaign: Campaign;
  state: View["state"] | "confirming";
  actionBar?: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const progress = progressPercent(campaignFlow(campaign), "payment");
  return (
    <StepLayout
      title={t("payment.title")}
      showHeader
      showBack={showsBackArrow("payment", indexPageOf(campaign.type))}
      onBack={onBack}
      progress={showsProgressBar(campaign.type, progress) ? progress : 0}
      actionBar={actionBar}
    >
      <div className="payment" data-state={state}>
        {children}
      </div>
    </StepLayout>
  );
}

type FieldErrors = Partial<Record<CardField, string>>;

/** Marks a light-DOM card field invalid or valid, with its message in a note right after it. */
function showFieldError(row: HTMLElement, message: string | undefined, noteId: string): void {
  const next = row.nextElementSibling;
  const existing = next instanceof HTMLElement && next.id === noteId ? next : undefined;
  const input = row.querySelector("input");
  if (!message) {
    existing?.remove();
    delete row.dataset.invalid;
    input?.removeAttribute("aria-invalid");
    input?.removeAttribute("aria-describedby");
    return;
  }
  const note = existing ?? row.ownerDocument.createElement("p");
  if (!existing) {
    note.id = noteId;
    note.className = "campaign-card-error";
    note.setAttribute("role", "alert");
    row.after(note);
  }
  note.textContent = message;
  row.dataset.invalid = "true";
  input?.setAttribute("aria-invalid", "true");
  input?.setAttribute("aria-describedby", noteId);
}

const withFieldError = (errors: FieldErrors, field: CardField, message: string | undefined): FieldErrors => {
  const { [field]: _, ...rest } = errors;
  return message ? { ...rest, [field]: message } : rest;
};

interface CardFormProps {
  campaign: Campaign;
  intent: PaymentIntent;
  language: string;
  /** The element's host; without one (a plain React tree) the fields mount in a div of this tree. */
  host: HTMLElement | undefined;
  stripeKey: string | undefined;
  client: ApiClient;
  onSucceeded: () => void;
  onBack: () => void;
  onProcessing: () => void;
  onSetupFailed: () => void;
  onCardFailed: (message: string) => void;
}

/** Name on card, the provider's card fields (light DOM, through the slot) and the Pay button. */
function CardForm(props: CardFormProps) {
  const { campaign, intent, language, host, stripeKey, client, onSetupFailed } = props;
  const t = useT();
  const text = useMessageText();
  const amount = formatPrice(intent.amount, currencyOf(intent.currency));
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<ValidationError>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<PaymentMessageKey>();
  const [provider, setProvider] = useState<PaymentProvider>();
  const [confirming, setConfirming] = useState(false);
  // Set synchronously on the first click, so a double click never reaches confirm twice.
  const busy = useRef(false);
  const localFields = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Ids of the light-DOM field messages: unique on the page (useId carries the root's prefix).
  const idPrefix = `campaign-card${useId().replace(/:/g, "")}`;
  const fieldsRoot = useRef<HTMLElement>(undefined);
  const setupFailed = useRef(onSetupFailed);
  setupFailed.current = onSetupFailed;

  const labels = useMemo(
    () => ({
      cardNumber: t("payment.cardNumber"),
      cardExpiry: t("payment.cardExpiry"),
      cardCvc: t("payment.cardCvc"),
    }),
    [t],
  );
  const incomplete = useMemo(
    () => ({
      cardNumber: t("payment.incompleteNumber"),
      cardExpiry: t("payment.incompleteExpiry"),
      cardCvc: t("payment.incompleteCvc"),
    }),
    [t],
  );

  useEffect(() => {
    setProvider(undefined);
    const target = host ? cardFieldsContainer(host) : localFields.current;
    if (!target) return;
    let chosen: PaymentProvider;
    try {
      chosen = choosePaymentProvider({
        publishableKey: stripeKey || undefined,
        client,
        clientSecret: intent.clientSecret,
      });
    } catch (error) {
      // A configuration error (e.g. a Stripe intent without a publishable key): say how to fix it.
      console.error(`<campaign-payment>: ${errorText(error)}`);
      setupFailed.current();
      return;
    }
    if (host) adoptCardFieldsSheet(host);
    fieldsRoot.current = target;
    // Enter in a card input pays, as in the name field (the inputs are outside the shadow form).
    const submitOnEnter = (event: KeyboardEvent) => {
      if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        form.current?.requestSubmit();
      }
    };
    target.addEventListener("keydown", submitOnEnter);
    let live = true;
    chosen
      .mount(target, {
        labels,
        language,
        incomplete,
        onChange: (change) => setFieldErrors((errors) => withFieldError(errors, change.field, change.error)),
      })
      .then(
        () => {
          if (live) setProvider(chosen);
        },
        (error: unknown) => {
          if (!live) return;
          console.error(`<campaign-payment>: the card fields did not load: ${errorText(error)}`);
          setupFailed.current();
        },
      );
    return () => {
      live = false;
      target.removeEventListener("keydown", submitOnEnter);
      chosen.unmount();
    };
  }, [host, stripeKey, client, intent.clientSecret, labels, incomplete, language]);

  // core-journey §5/§8: a provider's field error shows at its field, with the red border. The fields
  // are light DOM, so the message goes there too, right after the field (styled by the sheet).
  useEffect(() => {
    const root = fieldsRoot.current;
    if (!root || !provider) return;
    for (const row of root.querySelectorAll<HTMLElement>(".campaign-card-field[data-field]")) {
      const field = row.dataset.field as CardField;
      showFieldError(row, fieldErrors[field], `${idPrefix}-${field}-error`);
    }
  }, [fieldErrors, provider, idPrefix]);

  const nameLabel = t("payment.nameOnCard");

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !provider) return;
    const error = validateNameOnCard(name, nameLabel);
    setNameError(error);
    if (error) return;
    busy.current = true;
    setConfirming(true);
    setMessage(undefined);
    setFieldErrors({});
    const result = await provider.confirm(intent.clientSecret, name);
    switch (result.status) {
      case "succeeded":
        // Stays busy: this intent is paid and is never confirmed again.
        props.onSucceeded();
        return;
      case "processing":
        props.onProcessing();
        return;
      case "failed":
        // A field error shows at its field only; otherwise the general failure (core-journey §8).
        if (result.error.kind === "field") {
          setFieldErrors({ [result.error.field]: result.error.message });
        } else {
          setMessage(PAYMENT_MESSAGES.cardFailed);
          props.onCardFailed(t(PAYMENT_MESSAGES.cardFailed));
        }
        break;
      default:
        result satisfies never;
    }
    busy.current = false;
    setConfirming(false);
  };

  return (
    <PaymentLayout
      campaign={campaign}
      state={confirming ? "confirming" : "ready"}
      onBack={props.onBack}
      actionBar={
        <button
          type="submit"
          form={FORM_ID}
          className="button"
          part="submit"
          disabled={confirming || !provider}
        >
          {confirming ? t("payment.paying") : t("payment.pay", { amount })}
        </button>
      }
    >
      <form id={FORM_ID} ref={form} noValidate onSubmit={pay} part="form">
        <p className="charge">{t(chargeLine(intent.amount), { amount })}</p>
        {provider?.name === "test-gateway" && <p className="test-mode">{t("payment.testMode")}</p>}
        <Snackbar message={message && { text: t(message), tone: "error" }} />
        <TextField
          id="name-on-card"
          label={nameLabel}
          value={name}
          onChange={setName}
          onBlur={() => setNameError(validateNameOnCard(name, nameLabel))}
          error={text(nameError && messageOf(nameError))}
          autoComplete="cc-name"
        />
        <fieldset className="card-details" aria-busy={provider ? undefined : "true"}>
          <legend>{t("payment.cardDetails")}</legend>
          {!provider && (
            <p className="status" role="status">
              {t(PAYMENT_MESSAGES.loading)}
            </p>
          )}
          {host ? <slot name={CARD_FIELDS_SLOT} /> : <div ref={localFields} />}
        </fieldset>
      </form>
    </PaymentLayout>
  );
}
