import type {
  PaymentIntentResult,
  Stripe,
  StripeCardCvcElement,
  StripeCardCvcElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementOptions,
  StripeConstructorOptions,
  StripeElementChangeEvent,
  StripeElementLocale,
  StripeElementStyle,
  StripeElementsOptionsClientSecret,
} from "@stripe/stripe-js";
import { LANGUAGE_TABLE, LANGUAGES } from "../i18n/languages.js";
import { cardErrorText } from "../validation/card.js";
import { cardFieldsMarkup } from "./card-fields-dom.js";
import {
  type CardField,
  type ConfirmResult,
  cardFailure,
  cardProvider,
  type PaymentProvider,
} from "./provider.js";

// The card payment provider of core-journey §7 through Stripe Elements: card number, expiry and CVC
// elements, confirmed with confirmCardPayment (client secret + billing_details.name). Stripe.js loads
// only when the fields first mount (web-components notes §4.5: `@stripe/stripe-js/pure`, never at
// import), from js.stripe.com as PCI requires.

/** The Elements group as this provider uses it: the three split card elements. */
export interface StripeCardElements {
  create(elementType: "cardNumber", options?: StripeCardNumberElementOptions): StripeCardNumberElement;
  create(elementType: "cardExpiry", options?: StripeCardExpiryElementOptions): StripeCardExpiryElement;
  create(elementType: "cardCvc", options?: StripeCardCvcElementOptions): StripeCardCvcElement;
}

/** The part of the Stripe object this provider uses (a real `Stripe` fits; tests pass a stand-in). */
export interface StripeCardApi {
  elements(options?: StripeElementsOptionsClientSecret): StripeCardElements;
  confirmCardPayment: Stripe["confirmCardPayment"];
}

export type LoadStripe = (
  publishableKey: string,
  options?: StripeConstructorOptions,
) => Promise<StripeCardApi | null>;

export interface StripeProviderOptions {
  /** The publishable key (pk_…) matching the server's STRIPE_SECRET_KEY. */
  readonly publishableKey: string;
  /** Default: `loadStripe` of `@stripe/stripe-js/pure`, imported on first mount. */
  readonly loadStripe?: LoadStripe;
  /** Text style inside Stripe's iframes (they ignore the page's CSS). */
  readonly style?: StripeElementStyle;
}

const loadStripeJs: LoadStripe = async (publishableKey, options) => {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  return loadStripe(publishableKey, options);
};

/** Stripe's locale for a UI language (core-journey §1); Stripe translates its own placeholders and errors. */
export function stripeLocale(language: string | undefined): StripeElementLocale {
  const base = language?.toLowerCase().split("-")[0];
  const known = LANGUAGES.find((candidate) => candidate.split("-")[0] === base);
  return known ? LANGUAGE_TABLE[known].stripe : "auto";
}

type CardElement = StripeCardNumberElement | StripeCardExpiryElement | StripeCardCvcElement;

interface Mounted {
  readonly stripe: StripeCardApi;
  readonly cardNumber: StripeCardNumberElement;
  readonly elements: readonly CardElement[];
  readonly root: HTMLElement;
}

/** A confirmCardPayment answer as a ConfirmResult (core-journey §4: success is status succeeded). */
export function fromPaymentIntentResult(result: PaymentIntentResult): ConfirmResult {
  if (result.error) {
    // A reload or second tab may confirm an intent that is already paid or being paid.
    const intent = result.error.payment_intent;
    if (intent?.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };
    if (intent?.status === "processing") return { status: "processing" };
    return { status: "failed", error: cardFailure(result.error) };
  }
  const intent = result.paymentIntent;
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", paymentIntentId: intent.id };
    case "processing":
    case "requires_capture":
      return { status: "processing" };
    case "requires_payment_method":
    case "requires_confirmation":
    case "requires_action":
    case "canceled":
      return { status: "failed", error: { kind: "general", code: intent.status } };
    default:
      intent.status satisfies never;
      return { status: "failed", error: { kind: "general" } };
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const load = options.loadStripe ?? loadStripeJs;
  let stripe: Promise<StripeCardApi> | undefined;
  let mounted: Mounted | undefined;
  // Bumped by every unmount, so a mount still waiting for Stripe.js knows it was cancelled.
  let generation = 0;

  const getStripe = (): Promise<StripeCardApi> => {
    stripe ??= load(options.publishableKey).then((loaded) => {
      if (!loaded)
        throw new Error("StripeProvider: Stripe.js did not load (no browser, or the script was blocked).");
      return loaded;
    });
    // A failed load may be retried on the next mount.
    stripe.catch(() => {
      stripe = undefined;
    });
    return stripe;
  };

  function unmount(): void {
    generation += 1;
    if (!mounted) return;
    for (const element of mounted.elements) element.destroy();
    mounted.root.remove();
    mounted = undefined;
  }

  return cardProvider("stripe", "StripeProvider", {
    isMounted: () => mounted !== undefined,
    unmount,
    async confirm(clientSecret, nameOnCard) {
      if (!mounted) throw new Error("not mounted");
      const result = await mounted.stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: mounted.cardNumber, billing_details: { name: nameOnCard.trim() } },
      });
      return fromPaymentIntentResult(result);
    },
    async mount(container, mountOptions) {
      const ticket = generation;
      const api = await getStripe();
      if (ticket !== generation) return;
      const group = api.elements({ locale: stripeLocale(mountOptions.language) });
      const { root, inputs: slots } = cardFieldsMarkup(container.ownerDocument, mountOptions.labels, {
        row: "div",
        input: "div",
      });
      container.append(root);

      const style = options.style ? { style: options.style } : {};
      const cardNumber = group.create("cardNumber", style);
      const cardExpiry = group.create("cardExpiry", style);
      const cardCvc = group.create("cardCvc", style);
      const report = (field: CardField) => (event: StripeElementChangeEvent) =>
        mountOptions.onChange?.({
          field,
          empty: event.empty,
          complete: event.complete,
          ...(event.error && { error: cardErrorText(event.error.message) }),
        });
      cardNumber.on("change", report("cardNumber"));
      cardExpiry.on("change", report("cardExpiry"));
      cardCvc.on("change", report("cardCvc"));
      cardNumber.mount(slots.cardNumber);
      cardExpiry.mount(slots.cardExpiry);
      cardCvc.mount(slots.cardCvc);
      mounted = { stripe: api, cardNumber, elements: [cardNumber, cardExpiry, cardCvc], root };
    },
  });
}
