// Validation rules of core-journey §5 and engagement §5: pure functions answering an error code plus
// interpolation values; the text is in the i18n catalogues under `validation.*`.

export type { AgreementsShown } from "./agreements.js";
export { validateAgreements } from "./agreements.js";
export { cardErrorText, validateNameOnCard } from "./card.js";
export type { TopCountryOptions } from "./country-top-list.js";
export { orderCountries, TOP_COUNTRIES, topCountries } from "./country-top-list.js";
export { validateCustomField } from "./custom-field.js";
export type { DateRule } from "./date-of-birth.js";
export {
  DATE_INPUT_FORMAT,
  DOB_MAX_AGE_YEARS,
  dobBounds,
  formatDateInput,
  parseDateInput,
  remoteDobToIso,
  validateDateInput,
  validateDateOfBirth,
} from "./date-of-birth.js";
export type { DonationCurrency, DonationRule } from "./donation-amount.js";
export {
  DEFAULT_CURRENCY_MINIMUM,
  DONATION_INPUT_MAX,
  DONATION_MAX,
  donationMinimum,
  formatMoney,
  fromMinorUnits,
  toMinorUnits,
  validateDonationAmount,
} from "./donation-amount.js";
export { hasPlusTag, validateEmail, validateMagicLinkEmail } from "./email.js";
export type { Message, MessageKey, MessageValues } from "./message.js";
export type { MobileRule } from "./mobile-number.js";
export {
  callingCodeOf,
  composeMobileNumber,
  countryOfMobileNumber,
  hasMobileCharactersOnly,
  loadPhoneNumbers,
  mobileHint,
  normaliseMobileNumber,
  validateMobileNumber,
} from "./mobile-number.js";
export type { PostcodeRule } from "./postcode.js";
export { POSTCODE_PATTERNS, validatePostcode } from "./postcode.js";
export type { FormValues, RegisterFormContext } from "./register-form.js";
export {
  customAnswerOf,
  validatePredefinedField,
  validateRegisterField,
  validateRegisterForm,
} from "./register-form.js";
export type { RemoteSignupOptions, RemoteSignupValidation } from "./remote-signup.js";
export { validateRemoteSignup } from "./remote-signup.js";
export { isBlank, validateCountry, validateGender, validateRequiredText } from "./required.js";
export type { StateRule } from "./state.js";
export { stateCodes, validateState } from "./state.js";
export type { StateOption } from "./state-names.js";
export { AU_STATES, STATE_NAMES, stateOptions, US_STATES } from "./state-names.js";
export type { SubscriptionRule } from "./subscription-preferences.js";
export { validateSubscriptionPreferences } from "./subscription-preferences.js";
export { applyTextInput, charactersLeft, submitTextInput } from "./text-input.js";
export type { FieldErrors, FieldRule, ValidationCode, ValidationError } from "./validation-error.js";
export { fail, hasErrors, messageOf } from "./validation-error.js";
export { canSendEmailCode, emailCodeToSend, validateTextCode } from "./verification-code.js";
