// The campaign journey as pure functions (core-journey §2, §4; engagement §2, §4, §9): steps, index
// and landing pages, navigation, progress, per-type switches, payment status, authenticate rule.

export { actionStatus, toFanAction } from "./action-status.js";
export type { AuthenticateInput, AuthenticateResult } from "./authenticate.js";
export { authenticate } from "./authenticate.js";
export { campaignFlow, DEFAULT_FLOW, isFreeFlow, requiresPaymentStep } from "./campaign-flow.js";
export { improveButtonTarget } from "./improve-button.js";
export type { IndexPage } from "./index-page.js";
export { indexPageOf, landingPageOf, showsBackArrow } from "./index-page.js";
export { convertLegacyRegistrations } from "./legacy-registrations.js";
export type { PaymentStatus } from "./payment-status.js";
export {
  hasPaymentAction,
  isMultiPurchase,
  MULTI_PURCHASE_TYPES,
  PAYMENT_ACTION,
  paymentStatus,
} from "./payment-status.js";
export { PREDEFINED_FIELD_NAMES } from "./predefined-field-names.js";
export type { RegisterFormElements } from "./register-form-elements.js";
export { registerFormElements } from "./register-form-elements.js";
export type { NavigationContext } from "./step-navigation.js";
export {
  nextStep,
  previousStep,
  progressPercent,
  showsProgressBar,
  stepToPrefetch,
} from "./step-navigation.js";
export type { BackToMainPage, SuccessStyle } from "./success-page.js";
export { backToMainPage, successStyleOf } from "./success-page.js";
export type { TypeSwitch, TypeSwitches } from "./type-switches.js";
export { TYPE_SWITCHES, typeSwitches } from "./type-switches.js";
