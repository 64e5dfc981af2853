import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { ExitIntentKind } from "../../sdk/api/schemas/exit-intent.js";
import type { PredefinedFieldKey, RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import type { AlternativeFormState } from "../../sdk/machines/alternative-form.js";
import { registersFan } from "./alternative-form-calls.js";

// engagement §2: 1 email sign-up, 2 complete your profile (first name, last name, mobile number),
// 3 bonus (country, state, postcode, date of birth, gender). When step 1 registers the fan it also asks
// the campaign's required fields (the server refuses a fan without them); later steps skip those.

const PROFILE: readonly PredefinedFieldKey[] = ["firstName", "lastName", "mobileNumber"];
const BONUS: readonly PredefinedFieldKey[] = ["country", "state", "postcode", "dob", "gender"];
/** Keys the modal's field components and the exit-intent record know. */
const ASKABLE: readonly string[] = [
  "emailAddress",
  "city",
  "streetAddress",
  ...PROFILE,
  ...BONUS,
] satisfies readonly PredefinedFieldKey[];

export type FormStep = Exclude<AlternativeFormState, "success">;
export type StepFields = Readonly<Record<FormStep, readonly RegistrationField[]>>;

export function alternativeFormFields(
  campaign: Pick<Campaign, "registrations">,
  kind: ExitIntentKind,
  nameOf: (key: PredefinedFieldKey) => string,
): StepFields {
  const { fields, requiredFields = [] } = campaign.registrations;
  const named = (key: PredefinedFieldKey, optional: boolean): RegistrationField => ({
    key,
    name: fields.find((f) => f.key === key)?.name ?? nameOf(key),
    optional,
    enabled: true,
  });
  const required = registersFan(campaign, kind)
    ? fields
        .filter(
          (f) =>
            f.enabled &&
            f.key !== "emailAddress" &&
            ASKABLE.includes(f.key) &&
            (!f.optional || requiredFields.includes(f.key)),
        )
        .map((f) => f.key as PredefinedFieldKey)
    : [];
  const later = (keys: readonly PredefinedFieldKey[]) =>
    keys.filter((key) => !required.includes(key)).map((key) => named(key, true));
  return {
    "sign-up": [named("emailAddress", false), ...required.map((key) => named(key, false))],
    profile: later(PROFILE),
    bonus: later(BONUS),
  };
}
