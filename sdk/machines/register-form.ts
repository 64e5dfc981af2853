import type { CustomFieldAnswer } from "../api/schemas/form-values.js";
import type { FormValues } from "../validation/register-form.js";
import { isBlank } from "../validation/required.js";
import { type FieldErrors, hasErrors, type ValidationError } from "../validation/validation-error.js";
import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §4 "Other registration behaviours" on the form's values: a new country resets the
// state; the mobile field's country fills a country field that is still empty. core-journey §5 on its
// errors: a field is checked when it loses focus, the whole form when it is sent, and a field showing
// a message is checked again when its value (or what its rule reads, the messenger confirmation)
// changes, so the message leaves as soon as the value is valid (issue 20: a chosen dropdown, a ticked
// preference, without waiting for a blur). The checks run
// sdk/validation's rules (asynchronous: the phone rules load on demand), so the machine asks for them
// as effects and takes their findings back as events; values are never lost to an error.

export type RegisterFormState = "editing";

export interface RegisterFormContext {
  readonly values: FormValues;
  /** The form shows a country field (an enabled country field definition). */
  readonly hasCountryField: boolean;
  /** The messages shown, by field key (plus `arPolicy`, `companyPolicy`, `subscriptionPreferences`). */
  readonly errors: FieldErrors;
  /** Submits refused for errors: the view moves focus to the first invalid field on each. */
  readonly failedSubmits: number;
  /**
   * The mobile field as typed (values hold only the composed number): it shows again when the fan comes
   * back to the form, from the text code's change link.
   */
  readonly typedPhone?: TypedPhone | undefined;
}

/** A mobile number as the fan typed it: the picker's country (ISO code, lower case) and the number. */
export interface TypedPhone {
  readonly country: string;
  readonly number: string;
}

type FieldKey = Exclude<keyof FormValues, "customFields">;

/** The fields a fan types or picks a text value in (the predefined fields' inputs and selects). */
export type InputKey = Exclude<
  keyof FormValues,
  "customFields" | "subscriptionPreferences" | "arPolicy" | "companyPolicy"
>;

/** The fields a profile learnt before registration may fill (sdk/social/profile-prefill.ts). */
const PROFILE_KEYS = ["emailAddress", "firstName", "lastName", "dob"] as const;
export type ProfilePrefill = Partial<Pick<FormValues, (typeof PROFILE_KEYS)[number]>>;

export type AgreementKey = "arPolicy" | "companyPolicy";

export type RegisterFormEvent =
  /** A value set by the screen (a preference, the email check's address): checked again if it shows a message. */
  | { [K in FieldKey]: { type: "FIELD_CHANGED"; key: K; value: FormValues[K] } }[FieldKey]
  /** The fan typed or picked in a predefined field (the gender select answers its option's value). */
  | { type: "INPUT_CHANGED"; key: InputKey; value: string }
  | { type: "AGREEMENT_CHANGED"; key: AgreementKey; checked: boolean }
  /** The answer of the custom field of this key (the key its message is kept under). */
  | { type: "CUSTOM_FIELD_CHANGED"; key: string; answer: CustomFieldAnswer }
  /** Something this field's rule reads besides the values changed (the messenger opt-in was confirmed). */
  | { type: "RULE_CHANGED"; key: string }
  /** The calling-code picker of the mobile field changed to this country (ISO code). */
  | { type: "PHONE_COUNTRY_CHANGED"; country: string }
  /** The mobile field's country or number as typed (its composed value comes as INPUT_CHANGED). */
  | { type: "PHONE_TYPED"; phone: TypedPhone }
  /** Values known before the form shows (the checked email, a known account). */
  | { type: "PREFILL"; values: FormValues }
  /** What the fan gave before registering (engagement §7), for the fields still empty. */
  | { type: "PROFILE_PREFILL"; values: ProfilePrefill }
  /** A field lost focus: checked on blur (core-journey §5). */
  | { type: "FIELD_BLURRED"; key: string }
  /** The email check's field lost focus (the registration machine checks that address). */
  | { type: "EMAIL_CHECK_BLURRED" }
  /** What the rules found for one field (undefined: valid). */
  | { type: "FIELD_CHECKED"; key: string; error?: ValidationError | undefined }
  | { type: "SUBMITTED" }
  /** What the rules found for the whole form, for the values they checked. */
  | { type: "FORM_CHECKED"; values: FormValues; errors: FieldErrors };

export type RegisterFormEffect =
  /** Run the rules of one field on these values, then FIELD_CHECKED. */
  | { type: "checkField"; key: string; values: FormValues }
  /** Run the rules of the whole form on these values, then FORM_CHECKED. */
  | { type: "checkForm"; values: FormValues }
  /** The form is valid: registration goes on with these values (the registration machine's FORM_SUBMITTED). */
  | { type: "submit"; values: FormValues }
  /** The email check's address as it stands (the registration machine's EMAIL_BLURRED). */
  | { type: "checkEmail"; emailAddress: string };

export type RegisterFormSnapshot = Snapshot<RegisterFormState, RegisterFormContext>;

export const initialRegisterForm = (
  hasCountryField: boolean,
  values: FormValues = {},
): RegisterFormSnapshot => ({
  state: "editing",
  context: { values, hasCountryField, errors: {}, failedSubmits: 0 },
});

/** A new country empties the state: its options (us, au) or meaning depend on the country. */
const withCountry = (values: FormValues, country: string | undefined): FormValues =>
  country === values.country ? values : { ...values, country, state: "" };

/** The gender select's option as a value: 'prefer not to say' is null, no choice is none. */
const genderOf = (option: string): FormValues["gender"] =>
  option === "prefer-not-to-say" ? null : (["female", "male", "other"] as const).find((g) => g === option);

/** A changed value; a field showing a message is checked again on the new values. */
function changed(context: RegisterFormContext, key: string, values: FormValues) {
  return {
    context: { values },
    effects: context.errors[key] ? [{ type: "checkField" as const, key, values }] : [],
  };
}

export const registerFormMachine = defineMachine<
  RegisterFormState,
  RegisterFormEvent,
  RegisterFormContext,
  RegisterFormEffect
>({
  id: "register-form",
  states: {
    editing: {
      FIELD_CHANGED: (context, event) =>
        changed(
          context,
          event.key,
          event.key === "country"
            ? withCountry(context.values, event.value)
            : { ...context.values, [event.key]: event.value },
        ),
      INPUT_CHANGED: (context, { key, value }) =>
        changed(
          context,
          key,
          key === "gender"
            ? { ...context.values, gender: genderOf(value) }
            : key === "country"
              ? withCountry(context.values, value)
              : { ...context.values, [key]: value },
        ),
      AGREEMENT_CHANGED: (context, { key, checked }) =>
        changed(context, key, { ...context.values, [key]: checked }),
      CUSTOM_FIELD_CHANGED: (context, { key, answer }) =>
        changed(context, key, {
          ...context.values,
          customFields: [...(context.values.customFields ?? []).filter((a) => a.oid !== answer.oid), answer],
        }),
      RULE_CHANGED: (context, { key }) => changed(context, key, context.values),
      PHONE_COUNTRY_CHANGED: ({ values, hasCountryField }, { country }) =>
        hasCountryField && isBlank(values.country)
          ? { context: { values: withCountry(values, country.toLowerCase()) } }
          : undefined,
      PHONE_TYPED: (_, { phone }) => ({ context: { typedPhone: phone } }),
      PREFILL: ({ values }, event) => ({ context: { values: { ...values, ...event.values } } }),
      PROFILE_PREFILL: ({ values }, { values: profile }) => ({
        context: {
          values: {
            ...values,
            ...Object.fromEntries(
              PROFILE_KEYS.filter((key) => profile[key] && !values[key]).map((key) => [key, profile[key]]),
            ),
          },
        },
      }),
      FIELD_BLURRED: ({ values }, { key }) => ({ effects: [{ type: "checkField", key, values }] }),
      EMAIL_CHECK_BLURRED: ({ values }) => ({
        effects: [{ type: "checkEmail", emailAddress: values.emailAddress ?? "" }],
      }),
      FIELD_CHECKED: ({ errors }, { key, error }) => {
        const { [key]: _, ...rest } = errors;
        return { context: { errors: error ? { ...rest, [key]: error } : rest } };
      },
      SUBMITTED: ({ values }) => ({ effects: [{ type: "checkForm", values }] }),
      FORM_CHECKED: ({ failedSubmits }, { values, errors }) =>
        hasErrors(errors)
          ? { context: { errors, failedSubmits: failedSubmits + 1 } }
          : { context: { errors }, effects: [{ type: "submit", values }] },
    },
  },
});
