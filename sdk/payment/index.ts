// Payments without a UI framework (core-journey §2 payment screens, §3 cart and currency, §4 payment
// page, pre-order and donation, §8 payment errors, §9 currencies). Nothing here touches the DOM or
// loads Stripe.js at import time.

export type { CartStorage } from "./cart-storage.js";
export {
  cartKey,
  createCartStorage,
  paymentSuccessfulKey,
  recordPaymentSuccess,
  sessionCartStorage,
} from "./cart-storage.js";
export type { ProviderChoice } from "./choose-provider.js";
export { choosePaymentProvider, isTestGatewaySecret } from "./choose-provider.js";
export type { CurrencyCode } from "./currencies.js";
export {
  CURRENCIES,
  currencyOf,
  findCurrency,
  formatAmount,
  formatPrice,
  fromMinor,
  roundMinor,
  toMinor,
} from "./currencies.js";
export type { PaymentPageDecision, PaymentPageInput, RedirectReason } from "./intent-decision.js";
export { decidePaymentPage } from "./intent-decision.js";
export type {
  IntentFailure,
  IntentLookup,
  IntentOutcome,
  IntentRequest,
  IntentRequestOptions,
} from "./intent-runner.js";
export { loadPaymentIntent, MAX_INTENT_ATTEMPTS, requestIntent } from "./intent-runner.js";
export type { PaymentMessageKey } from "./messages.js";
export { PAYMENT_MESSAGES } from "./messages.js";
export type { IntentOwner, ProductCartState, Quantities } from "./product-cart.js";
export {
  canContinueDonation,
  cartLines,
  donationCart,
  intentPayload,
  productCartState,
  quantitiesFromCart,
  quantityError,
  quantityOptions,
} from "./product-cart.js";
export type {
  CardField,
  CardFieldChange,
  ConfirmFailure,
  ConfirmResult,
  MountOptions,
  PaymentProvider,
} from "./provider.js";
export { CARD_FIELDS, CARD_FIELDS_SLOT, cardFieldsContainer } from "./provider.js";
export type { LoadStripe, StripeCardApi, StripeProviderOptions } from "./stripe-provider.js";
export { createStripeProvider, stripeLocale } from "./stripe-provider.js";
export type {
  TestGatewayCard,
  TestGatewayConfirm,
  TestGatewayConfirmRequest,
  TestGatewayProviderOptions,
} from "./test-gateway-provider.js";
export { confirmThroughServer, createTestGatewayProvider } from "./test-gateway-provider.js";
