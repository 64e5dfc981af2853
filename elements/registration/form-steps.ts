import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind } from "../../sdk/api/schemas/exit-intent.js";
import type { PredefinedFieldKey, RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import type { AlternativeFormState } from "../../sdk/machines/alternative-form.js";
import type { FormValues } from "../../sdk/validation/register-form.js";
import { isBlank } from "../../sdk/validation/required.js";

// engagement §2: 1 email sign-up for updates (the email only), 2 complete your profile (first name, last
// name, mobile number), 3 bonus (country, state, postcode, date of birth, gender), 4 success.
// Step 1 only creates the exit-intent record. On the exit type the fan is also registered, as soon as the
// answers hold every field the campaign requires (the server refuses a fan without them): those fields
// are asked as required on the step the spec puts them on (city and street address, which the spec's
// steps do not name, on the bonus step), the others stay optional.

const PROFILE: readonly PredefinedFieldKey[] = ["firstName", "lastName", "mobileNumber"];
const BONUS: readonly PredefinedFieldKey[] = ["country", "state", "postcode", "dob", "gender"];
/** Required fields the spec's steps do not name, asked on the bonus step. */
const EXTRA: readonly PredefinedFieldKey[] = ["city", "streetAddress"];
/** Keys the modal's field components and the exit-intent record know. */
const ASKABLE: readonly string[] = ["emailAddress", ...PROFILE, ...BONUS, ...EXTRA];

export type FormStep = Exclude<AlternativeFormState, "success">;
export type StepFields = Readonly<Record<FormStep, readonly RegistrationField[]>>;

export interface AlternativeFormPlan {
  steps: StepFields;
  /** Whether the form registers the fan (exit type, a campaign the form can register for). */
  registers: boolean;
  /** The fields the fan's registration needs besides the email (empty when it registers nobody). */
  required: readonly PredefinedFieldKey[];
}

type Registrations = Pick<Campaign, "registrations">;

const isRequired = (campaign: Registrations, field: { key: string; enabled: boolean; optional: boolean }) =>
  field.enabled && (!field.optional || (campaign.registrations.requiredFields ?? []).includes(field.key));

/**
 * Whether the form registers a fan: only on the exit type (once a campaign ended the server refuses
 * fans, core-journey §8), on a campaign taking email registrations, whose required fields are all ones
 * the form can ask (no required custom field, no account number).
 */
export function registersFan(campaign: Registrations, kind: ExitIntentKind): boolean {
  const { providers, fields, customFields } = campaign.registrations;
  return (
    kind === "exit" &&
    (providers.length === 0 || providers.includes("email")) &&
    !customFields.some((field) => isRequired(campaign, field)) &&
    fields.every((field) => !isRequired(campaign, field) || ASKABLE.includes(field.key))
  );
}

export function alternativeFormPlan(
  campaign: Registrations,
  kind: ExitIntentKind,
  nameOf: (key: PredefinedFieldKey) => string,
): AlternativeFormPlan {
  const { fields } = campaign.registrations;
  const registers = registersFan(campaign, kind);
  const required = registers
    ? fields
        .filter((f) => f.key !== "emailAddress" && isRequired(campaign, f))
        .map((f) => f.key as PredefinedFieldKey)
    : [];
  const named = (key: PredefinedFieldKey): RegistrationField => ({
    key,
    name: fields.find((f) => f.key === key)?.name ?? nameOf(key),
    optional: !required.includes(key),
    enabled: true,
  });
  return {
    registers,
    required,
    steps: {
      "sign-up": [named("emailAddress")].map((field) => ({ ...field, optional: false })),
      profile: PROFILE.map(named),
      bonus: [...BONUS, ...EXTRA.filter((key) => required.includes(key))].map(named),
    },
  };
}

/** Whether the answers now hold every field the fan's registration needs (the email included). */
export const readyToRegister = (plan: AlternativeFormPlan, values: FormValues): boolean =>
  plan.registers &&
  !isBlank(values.emailAddress) &&
  plan.required.every((key) => !isBlank(values[key as keyof FormValues]));
