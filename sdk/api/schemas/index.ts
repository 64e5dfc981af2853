// The API contract's entities: one zod schema (`…Schema`) and its inferred type per concern.

export type {
  Action,
  ActionState,
  ActionType,
  CampaignAction,
  CampaignActionPayload,
  CompletedAction,
} from "./action.js";
export {
  ActionSchema,
  ActionStateSchema,
  ActionTypeSchema,
  CampaignActionPayloadSchema,
  CampaignActionSchema,
  CompletedActionSchema,
  DEFAULT_ACTION_POINTS,
} from "./action.js";
export type { Campaign, CampaignInput } from "./campaign.js";
export { CampaignSchema, DEFAULT_REFERRAL_POINTS } from "./campaign.js";
export type { CampaignAccount } from "./campaign-account.js";
export { CampaignAccountSchema } from "./campaign-account.js";
export type { CampaignEvent, Meeting } from "./campaign-event.js";
export { CampaignEventSchema, MeetingSchema } from "./campaign-event.js";
export type { CampaignLookup } from "./campaign-lookup.js";
export { CampaignLookupSchema } from "./campaign-lookup.js";
export type {
  CampaignPresentation,
  InviteChannel,
  PrivacyPolicy,
  RegisterPresentation,
} from "./campaign-presentation.js";
export {
  CampaignPresentationSchema,
  DEFAULT_COLOR,
  InviteChannelSchema,
  PrivacyPolicySchema,
  RegisterPresentationSchema,
} from "./campaign-presentation.js";
export type { CampaignRegistrations, RegistrationType } from "./campaign-registrations.js";
export { CampaignRegistrationsSchema, RegistrationTypeSchema } from "./campaign-registrations.js";
export type { CampaignSettings, EmailVerification, PaymentSettings } from "./campaign-settings.js";
export {
  CampaignSettingsSchema,
  EmailVerificationSchema,
  PaymentSettingsSchema,
} from "./campaign-settings.js";
export type { Cart, CartProduct } from "./cart.js";
export { CartProductSchema, CartSchema, cartTotal } from "./cart.js";
export type {
  CampaignType,
  CurrencyCode,
  Gender,
  IsoDateTime,
  Language,
  MinorAmount,
  Oid,
  SectionLetter,
  Step,
} from "./common.js";
export {
  CAMPAIGN_TYPES,
  CampaignTypeSchema,
  CampaignUriSchema,
  CurrencyCodeSchema,
  GenderSchema,
  HexColorSchema,
  IsoDateTimeSchema,
  LanguageSchema,
  MinorAmountSchema,
  OidSchema,
  SectionLetterSchema,
  StepSchema,
  TYPE_BY_SECTION,
  UrlSchema,
} from "./common.js";
export type { Currency } from "./currency.js";
export { CurrencySchema } from "./currency.js";
export type { ErrorBody } from "./error.js";
export { ErrorBodySchema } from "./error.js";
export type {
  ExitIntentCreated,
  ExitIntentCreatePayload,
  ExitIntentKind,
  ExitIntentRecord,
  ExitIntentState,
  ExitIntentUpdatePayload,
} from "./exit-intent.js";
export {
  ExitIntentCreatedSchema,
  ExitIntentCreatePayloadSchema,
  ExitIntentKindSchema,
  ExitIntentRecordSchema,
  ExitIntentStateSchema,
  ExitIntentUpdatePayloadSchema,
} from "./exit-intent.js";
export type { ActionResult, Fan, FanInput, FanStats, Referee } from "./fan.js";
export { ActionResultSchema, FanSchema, FanStatsSchema, RefereeSchema } from "./fan.js";
export type {
  CustomFieldAnswer,
  CustomFieldValue,
  DropdownValue,
  RegisterFormValues,
  SubscriptionPreferences,
} from "./form-values.js";
export {
  CustomFieldAnswerSchema,
  CustomFieldValueSchema,
  customFieldKey,
  DropdownValueSchema,
  RegisterFormValuesSchema,
  SubscriptionPreferencesSchema,
} from "./form-values.js";
export type {
  Gatekeeper,
  GatekeeperStatus,
  MagicLinkPayload,
  StreamUrlAnswer,
  StreamUrlPayload,
  VerifySessionAnswer,
  VerifySessionPayload,
} from "./gatekeeper.js";
export {
  GatekeeperSchema,
  GatekeeperStatusSchema,
  MagicLinkPayloadSchema,
  StreamClientIdSchema,
  StreamUrlAnswerSchema,
  StreamUrlPayloadSchema,
  VerifySessionAnswerSchema,
  VerifySessionPayloadSchema,
} from "./gatekeeper.js";
export type { HeroFocus } from "./hero-focus.js";
export { HERO_CENTRE, HeroFocusSchema } from "./hero-focus.js";
export type { PageViewPayload } from "./page-view.js";
export { PageViewPayloadSchema } from "./page-view.js";
export type {
  PaymentIntent,
  PaymentIntentAnswer,
  PaymentIntentPayload,
  PaymentIntentPayloadInput,
  PaymentIntentStatus,
} from "./payment-intent.js";
export {
  PaymentIntentAnswerSchema,
  PaymentIntentPayloadSchema,
  PaymentIntentSchema,
  PaymentIntentStatusSchema,
} from "./payment-intent.js";
export type { PricingProduct, PricingProductInput } from "./pricing-product.js";
export { DEFAULT_MAX_QUANTITY, PricingProductSchema } from "./pricing-product.js";
export type { Referrer } from "./referrer.js";
export { ReferrerSchema } from "./referrer.js";
export type {
  CustomFieldType,
  FieldOption,
  PredefinedFieldKey,
  RegistrationField,
  RegistrationFieldInput,
} from "./registration-field.js";
export {
  CUSTOM_FIELD_TYPES,
  CustomFieldTypeSchema,
  FieldOptionSchema,
  fieldTypeKey,
  PREDEFINED_FIELD_KEYS,
  PredefinedFieldKeySchema,
  RegistrationFieldSchema,
} from "./registration-field.js";
export type {
  AccountFields,
  AccountPacket,
  AccountPacketInput,
  FanPacket,
  FanPacketInput,
} from "./registration-packet.js";
export {
  AccountFieldsSchema,
  AccountPacketSchema,
  DobStringSchema,
  dropEmptyValues,
  FanPacketSchema,
  MobileNumberSchema,
} from "./registration-packet.js";
export type {
  DomainValidation,
  RemoteSignupConfig,
  RemoteSignupFieldKey,
  RemoteSignupForm,
  RemoteSignupInit,
  RemoteSignupPayload,
  RemoteSignupResult,
} from "./remote-signup.js";
export {
  DomainValidationSchema,
  REMOTE_SIGNUP_FIELD_NAMES,
  RemoteSignupConfigSchema,
  RemoteSignupFieldKeySchema,
  RemoteSignupFormSchema,
  RemoteSignupInitSchema,
  RemoteSignupPayloadSchema,
  RemoteSignupResultSchema,
} from "./remote-signup.js";
export type { AssetType, Resource } from "./resource.js";
export { ResourceSchema } from "./resource.js";
export type { PrizeDetails, RewardCard, Rewards, TicketDetails } from "./reward-card.js";
export {
  PrizeDetailsSchema,
  RewardCardSchema,
  RewardsSchema,
  TicketDetailsSchema,
  TicketTypeSchema,
} from "./reward-card.js";
export type { ShareChannel, SocialAccount, SocialAccountInput, SocialActions } from "./social-actions.js";
export { ShareChannelSchema, SocialAccountSchema, SocialActionsSchema } from "./social-actions.js";
export type { SuccessBody } from "./success.js";
export { SuccessBodySchema } from "./success.js";
export type { Tour, TourCampaign, TourInput } from "./tour.js";
export { TourCampaignSchema, TourSchema } from "./tour.js";
export type {
  EmailStatus,
  EmailVerifyPayload,
  SmsVerifyPayload,
  ValidationType,
  VerificationRequired,
  VerificationState,
  VerifyResendPayload,
} from "./verification.js";
export {
  DEFAULT_CODE_WAIT_MINUTES,
  EMAIL_CODE_LENGTH,
  EmailStatusSchema,
  EmailVerifyPayloadSchema,
  SMS_CODE_LENGTH,
  SmsVerifyPayloadSchema,
  ValidationTypeSchema,
  VerificationRequiredSchema,
  VerificationStateSchema,
  VerifyResendPayloadSchema,
} from "./verification.js";
