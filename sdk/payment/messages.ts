import { cardErrorText } from "../validation/card.js";

// core-journey §2 and §8: the payment texts, as catalogue keys (STYLE.md §6; the en-us wording is the
// spec's). Screens translate them with their i18n instance; the SDK never holds the text itself.

export const PAYMENT_MESSAGES = {
  /** "Loading payment information - please wait." */
  loading: "payment.loading",
  /** "The server encountered an error while setting up payment. No payment has been made." */
  intentSetupFailed: "payment.intentSetupFailed",
  /** "Please try again." (shown after intentSetupFailed) */
  tryAgain: "payment.tryAgain",
  /** "Payment already processing. Please wait." */
  alreadyProcessing: "payment.alreadyProcessing",
  /** "Payment failed - please check your details or try again later." (no field error present) */
  cardFailed: "payment.cardFailed",
  /** "Invalid payment payload. Please try again" */
  invalidPayload: "payment.invalidPayload",
  /** "Payment Successful. A receipt will be emailed to you" */
  successful: "payment.successful",
} as const;

/**
 * core-journey §2 Payment: "A line says the card will be charged the amount, or will not be charged"
 * (nothing is owed: a zero amount).
 */
export const chargeLine = (amountInMinorUnits: number) =>
  amountInMinorUnits > 0 ? ("payment.willBeCharged" as const) : ("payment.willNotBeCharged" as const);

export type PaymentMessageKey = (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];

/** The catalogue's text for a decline reason the gateway gives (Stripe's decline codes), if it has one. */
const DECLINE_REASONS = {
  generic_decline: "payment.declined",
  insufficient_funds: "payment.insufficientFunds",
} as const;

type DeclineKey = (typeof DECLINE_REASONS)[keyof typeof DECLINE_REASONS];

/**
 * A declined card's reason: the catalogue's text for a known decline code, else the gateway's own
 * (Stripe words it in the fan's language).
 */
export function declineReason(failure: {
  readonly code?: string;
  readonly declineCode?: string;
  readonly message?: string;
}): { key: DeclineKey } | { text: string } | undefined {
  if (failure.code !== "card_declined") return undefined;
  const key =
    failure.declineCode && Object.hasOwn(DECLINE_REASONS, failure.declineCode)
      ? DECLINE_REASONS[failure.declineCode as keyof typeof DECLINE_REASONS]
      : undefined;
  if (key) return { key };
  return failure.message ? { text: failure.message } : { key: DECLINE_REASONS.generic_decline };
}

/**
 * What the fan reads for a card failure that names no field (core-journey §5, §8): the provider's own
 * reason for a decline, without its trailing full stop, else the general failure. Never both: the
 * general text is for a failure the provider said nothing specific about.
 */
export function cardFailureText(
  failure: Parameters<typeof declineReason>[0],
  t: (key: PaymentMessageKey | DeclineKey) => string,
): string {
  const declined = declineReason(failure);
  if (!declined) return t(PAYMENT_MESSAGES.cardFailed);
  return cardErrorText("key" in declined ? t(declined.key) : declined.text);
}
