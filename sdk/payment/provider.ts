import { cardErrorText } from "../validation/card.js";
import type { CardCheckCode } from "./card-checks.js";

// core-journey §2 "Payment": name on card plus card number, expiry and CVC fields supplied by a card
// payment provider; §4: the card is confirmed with the intent's client secret plus the name on the
// card, and succeeds when the intent status is succeeded.

export type CardField = "cardNumber" | "cardExpiry" | "cardCvc";
export const CARD_FIELDS: readonly CardField[] = ["cardNumber", "cardExpiry", "cardCvc"];

/** The slot the payment element renders in its shadow tree for the card fields' light-DOM container. */
export const CARD_FIELDS_SLOT = "card-fields";

/** A card field's state as the fan types, for live feedback and the pay button. */
export interface CardFieldChange {
  readonly field: CardField;
  readonly empty: boolean;
  readonly complete: boolean;
  /** The provider's own (localised) text without its trailing full stop (core-journey §5). */
  readonly error?: string;
}

export interface MountOptions {
  /** Visible labels of the fields, already translated by the screen. */
  readonly labels: Readonly<Record<CardField, string>>;
  /** The UI language (en-us, ar, es, fr, de, nl), for the provider's own texts. */
  readonly language?: string;
  /**
   * The local test gateway's texts for the checks it makes as the fan types (card-checks.ts), already
   * translated by the screen (Stripe translates its own through `language`).
   */
  readonly checkTexts?: Readonly<Record<CardCheckCode, string>>;
  readonly onChange?: (change: CardFieldChange) => void;
}

export type ConfirmFailure =
  /** Show `message` at the field; no general message then. */
  | { readonly kind: "field"; readonly field: CardField; readonly code?: string; readonly message: string }
  /**
   * No field concerned: a decline's reason (the gateway's decline code and its own text) when it gives
   * one, else PAYMENT_MESSAGES.cardFailed ('Payment failed - …'); cardFailureText in messages.ts.
   */
  | {
      readonly kind: "general";
      readonly code?: string;
      readonly declineCode?: string;
      readonly message?: string;
    };

export type ConfirmResult =
  | { readonly status: "succeeded"; readonly paymentIntentId: string }
  | { readonly status: "failed"; readonly error: ConfirmFailure }
  /** Charged or being charged, not yet settled, or a confirmation already running: show
   * PAYMENT_MESSAGES.alreadyProcessing and never confirm again. */
  | { readonly status: "processing" };

/**
 * A card payment provider. Fields mount into a light-DOM container (Stripe's iframes cannot live in a
 * shadow root, web-components notes §2.4): see `cardFieldsContainer`.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "test-gateway";
  /** Renders the card number, expiry and CVC fields into `container`; resolves once they are shown. */
  mount(container: HTMLElement, options: MountOptions): Promise<void>;
  /** Removes the fields (and cancels a mount still loading); mount may be called again afterwards. */
  unmount(): void;
  /**
   * Confirms the card for the intent. Every payment outcome is a ConfirmResult; it throws only the
   * developer error of a call before mount.
   */
  confirm(clientSecret: string, nameOnCard: string): Promise<ConfirmResult>;
}

/**
 * The light-DOM child of a custom element that receives the card fields, created once per host with
 * `slot="card-fields"`; the element renders `<slot name="card-fields">` where the fields belong.
 */
export function cardFieldsContainer(host: HTMLElement, slot: string = CARD_FIELDS_SLOT): HTMLElement {
  const existing = Array.from(host.children).find(
    (child): child is HTMLElement => child.getAttribute("slot") === slot,
  );
  if (existing) return existing;
  const container = host.ownerDocument.createElement("div");
  container.setAttribute("slot", slot);
  host.append(container);
  return container;
}

/** Developer error when a container sits inside a shadow root (Stripe.js refuses to mount there). */
export function assertLightDom(container: HTMLElement, provider: string): void {
  const root = container.getRootNode();
  if (typeof ShadowRoot !== "undefined" && root instanceof ShadowRoot) {
    throw new Error(
      `${provider}.mount: the card fields container is inside a shadow root, where card iframes cannot ` +
        `work. Pass cardFieldsContainer(host) (a light-DOM child with slot="${CARD_FIELDS_SLOT}") and ` +
        `render <slot name="${CARD_FIELDS_SLOT}"> in the element.`,
    );
  }
}

/** Card error codes (Stripe's, which the local test gateway reuses) by the field they concern. */
const FIELD_BY_CODE: Readonly<Record<string, CardField>> = {
  incorrect_number: "cardNumber",
  invalid_number: "cardNumber",
  incomplete_number: "cardNumber",
  invalid_expiry_month: "cardExpiry",
  invalid_expiry_year: "cardExpiry",
  invalid_expiry_month_past: "cardExpiry",
  invalid_expiry_year_past: "cardExpiry",
  incomplete_expiry: "cardExpiry",
  expired_card: "cardExpiry",
  invalid_cvc: "cardCvc",
  incorrect_cvc: "cardCvc",
  incomplete_cvc: "cardCvc",
};

/** A provider's card error as a ConfirmFailure: a field error when the code names a field. */
export function cardFailure(error: {
  code?: string | undefined;
  decline_code?: string | undefined;
  message?: string | undefined;
}): ConfirmFailure {
  const field = error.code === undefined ? undefined : FIELD_BY_CODE[error.code];
  if (field && error.message) {
    return { kind: "field", field, code: error.code, message: cardErrorText(error.message) };
  }
  if (error.code !== "card_declined") {
    return error.code === undefined ? { kind: "general" } : { kind: "general", code: error.code };
  }
  return {
    kind: "general",
    code: error.code,
    ...(error.decline_code && { declineCode: error.decline_code }),
    ...(error.message && { message: error.message }),
  };
}

/**
 * One confirmation at a time: a second call while one runs (a double click) answers "processing"
 * without reaching the provider, so a card is never confirmed twice for one click.
 */
export function singleFlight(
  confirm: (clientSecret: string, nameOnCard: string) => Promise<ConfirmResult>,
): (clientSecret: string, nameOnCard: string) => Promise<ConfirmResult> {
  let running = false;
  return async (clientSecret, nameOnCard) => {
    if (running) return { status: "processing" };
    running = true;
    try {
      return await confirm(clientSecret, nameOnCard);
    } catch {
      return { status: "failed", error: { kind: "general" } };
    } finally {
      running = false;
    }
  };
}

/** What a provider implements; `cardProvider` adds the rules every provider keeps. */
export interface CardProviderParts {
  readonly isMounted: () => boolean;
  /** Shows the fields in a light-DOM container from which the previous ones were removed. */
  readonly mount: (container: HTMLElement, options: MountOptions) => Promise<void>;
  readonly unmount: () => void;
  /** Called once at a time, and only while mounted. */
  readonly confirm: (clientSecret: string, nameOnCard: string) => Promise<ConfirmResult>;
}

/**
 * A PaymentProvider from its parts, with the rules of every provider: mount refuses a container inside
 * a shadow root and replaces the fields already shown; confirm is a developer error before mount and
 * runs one at a time (singleFlight).
 */
export function cardProvider(
  name: PaymentProvider["name"],
  label: string,
  parts: CardProviderParts,
): PaymentProvider {
  const confirm = singleFlight(parts.confirm);
  return {
    name,
    async mount(container, options) {
      assertLightDom(container, label);
      parts.unmount();
      await parts.mount(container, options);
    },
    unmount: parts.unmount,
    async confirm(clientSecret, nameOnCard) {
      if (!parts.isMounted()) {
        throw new Error(`${label}.confirm: mount the card fields first (provider.mount(container, …)).`);
      }
      return confirm(clientSecret, nameOnCard);
    },
  };
}
