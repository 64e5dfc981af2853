import type { CustomFieldAnswer } from "../api/schemas/form-values.js";
import type { FormValues } from "../validation/register-form.js";
import { isBlank } from "../validation/required.js";
import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §4 "Other registration behaviours" on the form's values: a new country resets the
// state; the mobile field's country fills a country field that is still empty.

export type RegisterFormState = "editing";

export interface RegisterFormContext {
  readonly values: FormValues;
  /** The form shows a country field (an enabled country field definition). */
  readonly hasCountryField: boolean;
}

type FieldKey = Exclude<keyof FormValues, "customFields">;

export type RegisterFormEvent =
  | { [K in FieldKey]: { type: "FIELD_CHANGED"; key: K; value: FormValues[K] } }[FieldKey]
  | { type: "CUSTOM_FIELD_CHANGED"; answer: CustomFieldAnswer }
  /** The calling-code picker of the mobile field changed to this country (ISO code). */
  | { type: "PHONE_COUNTRY_CHANGED"; country: string }
  /** Values known before the form shows (the checked email, a known account). */
  | { type: "PREFILL"; values: FormValues };

export type RegisterFormSnapshot = Snapshot<RegisterFormState, RegisterFormContext>;

export const initialRegisterForm = (
  hasCountryField: boolean,
  values: FormValues = {},
): RegisterFormSnapshot => ({
  state: "editing",
  context: { values, hasCountryField },
});

/** A new country empties the state: its options (us, au) or meaning depend on the country. */
const withCountry = (values: FormValues, country: string | undefined): FormValues =>
  country === values.country ? values : { ...values, country, state: "" };

export const registerFormMachine = defineMachine<
  RegisterFormState,
  RegisterFormEvent,
  RegisterFormContext,
  never
>({
  id: "register-form",
  states: {
    editing: {
      FIELD_CHANGED: ({ values }, event) => ({
        context: {
          values:
            event.key === "country"
              ? withCountry(values, event.value)
              : { ...values, [event.key]: event.value },
        },
      }),
      CUSTOM_FIELD_CHANGED: ({ values }, { answer }) => ({
        context: {
          values: {
            ...values,
            customFields: [...(values.customFields ?? []).filter((a) => a.oid !== answer.oid), answer],
          },
        },
      }),
      PHONE_COUNTRY_CHANGED: ({ values, hasCountryField }, { country }) =>
        hasCountryField && isBlank(values.country)
          ? { context: { values: withCountry(values, country.toLowerCase()) } }
          : undefined,
      PREFILL: ({ values }, event) => ({ context: { values: { ...values, ...event.values } } }),
    },
  },
});
