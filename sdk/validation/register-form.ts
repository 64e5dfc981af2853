import type { CampaignRegistrations } from "../api/schemas/campaign-registrations.js";
import { customFieldKey, PREDEFINED_FIELD_KEYS, type PredefinedFieldKey } from "../api/schemas/field-keys.js";
import type { CustomFieldAnswer, CustomFieldValue, RegisterFormValues } from "../api/schemas/form-values.js";
import type { RegistrationField } from "../api/schemas/registration-field.js";
import { type AgreementsShown, validateAgreements } from "./agreements.js";
import { validateCustomField } from "./custom-field.js";
import { validateDateOfBirth } from "./date-of-birth.js";
import { validateEmail } from "./email.js";
import { validateMobileNumber } from "./mobile-number.js";
import { validatePostcode } from "./postcode.js";
import { validateCountry, validateGender, validateRequiredText } from "./required.js";
import { validateState } from "./state.js";
import { type SubscriptionRule, validateSubscriptionPreferences } from "./subscription-preferences.js";
import { type FieldErrors, fail, type ValidationError } from "./validation-error.js";

/** What the form's rules need beyond the field definitions and the values. */
export interface RegisterFormContext {
  /** Which agreement checkboxes the form shows (flow's registerFormElements). */
  readonly agreements: AgreementsShown;
  readonly subscriptionPreferences: SubscriptionRule;
  /** Today, for the date-of-birth range. */
  readonly now?: Date;
}

export type FormValues = Partial<RegisterFormValues>;

const isPredefined = (key: string): key is PredefinedFieldKey =>
  (PREDEFINED_FIELD_KEYS as readonly string[]).includes(key);

/** The fan's answer to a custom field: matched by oid, else by key, else by the key its name derives. */
export function customAnswerOf(
  field: Pick<RegistrationField, "oid" | "key" | "name">,
  answers: readonly CustomFieldAnswer[] = [],
): CustomFieldValue | undefined {
  const answer =
    (field.oid && answers.find((a) => a.oid === field.oid)) ||
    answers.find((a) => a.key === field.key) ||
    answers.find((a) => a.key === customFieldKey(field.name));
  return answer?.value;
}

/** Values come typed from the form, but a stale or hostile prefill may carry anything (issue 9). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One predefined field (core-journey §5), e.g. on blur. A value of the wrong type is invalid, not a crash. */
export async function validatePredefinedField(
  field: Pick<RegistrationField, "key" | "name" | "optional">,
  values: FormValues,
  now?: Date,
): Promise<ValidationError | undefined> {
  const rule = { fieldName: field.name, optional: field.optional };
  const key = field.key as PredefinedFieldKey;
  const form: Record<string, unknown> = isRecord(values) ? values : {};
  const value = form[key];
  if (key !== "gender" && value !== undefined && value !== null && typeof value !== "string") {
    return fail("invalid", { fieldName: field.name });
  }
  const text = value === null ? undefined : (value as string | undefined);
  const country = typeof form.country === "string" && form.country ? form.country : undefined;
  switch (key) {
    case "emailAddress":
      return validateEmail(text, rule);
    case "mobileNumber":
      return validateMobileNumber(text, { ...rule, ...(country && { defaultCountry: country }) });
    case "dob":
      return validateDateOfBirth(text, { ...rule, ...(now && { now }) });
    case "postcode":
      return validatePostcode(text, { ...rule, ...(country && { country }) });
    case "state":
      return validateState(text, { ...rule, ...(country && { country }) });
    case "country":
      return validateCountry(text, rule);
    case "gender":
      return validateGender(value, rule);
    case "firstName":
    case "lastName":
    case "city":
    case "streetAddress":
    // The account number is not among the form values of core-journey §3; the packet carries it.
    case "optusAccountNumber":
      return validateRequiredText(text, rule);
    default:
      return key satisfies never;
  }
}

/**
 * The field of this key on blur or change: a predefined field, else a custom field, else (with the
 * form's context) an agreement or the subscription preferences; undefined for other keys.
 */
export async function validateRegisterField(
  registrations: Pick<CampaignRegistrations, "fields" | "customFields">,
  key: string,
  values: FormValues,
  context?: RegisterFormContext,
): Promise<ValidationError | undefined> {
  if (context && key === "subscriptionPreferences") {
    return validateSubscriptionPreferences(values.subscriptionPreferences, context.subscriptionPreferences);
  }
  if (context && (key === "arPolicy" || key === "companyPolicy")) {
    return validateAgreements(values, context.agreements)[key];
  }
  const predefined = registrations.fields.find((f) => f.key === key);
  if (predefined) return validatePredefinedField(predefined, values);
  const custom = registrations.customFields.find((f) => f.key === key);
  return custom && validateCustomField(custom, customAnswerOf(custom, values.customFields));
}

/**
 * Validates a whole register form: every enabled predefined field, every custom field, the shown
 * agreements and the subscription preferences (core-journey §5). Answers the errors by key: field
 * keys, `arPolicy`, `companyPolicy` and `subscriptionPreferences`; empty when the form is valid.
 */
export async function validateRegisterForm(
  registrations: Pick<CampaignRegistrations, "fields" | "customFields">,
  values: FormValues,
  context: RegisterFormContext,
): Promise<FieldErrors> {
  const errors: Record<string, ValidationError> = {};
  const form: FormValues = isRecord(values) ? values : {};
  const answers = Array.isArray(form.customFields) ? form.customFields.filter(isRecord) : [];
  const checks = [
    ...registrations.fields
      .filter((field) => field.enabled && isPredefined(field.key))
      .map(async (field) => [field.key, await validatePredefinedField(field, form, context.now)] as const),
    ...registrations.customFields
      .filter((field) => field.enabled)
      .map(async (field) => [field.key, validateCustomField(field, customAnswerOf(field, answers))] as const),
  ];
  for (const [key, error] of await Promise.all(checks)) if (error) errors[key] = error;
  Object.assign(errors, validateAgreements(form, context.agreements));
  const preferences = validateSubscriptionPreferences(
    form.subscriptionPreferences,
    context.subscriptionPreferences,
  );
  if (preferences) errors.subscriptionPreferences = preferences;
  return errors;
}
