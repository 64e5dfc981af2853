import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import {
  type CustomFieldValue,
  customFieldKey,
  type DropdownValue,
} from "../../sdk/api/schemas/form-values.js";
import { fieldTypeKey, type RegistrationField } from "../../sdk/api/schemas/registration-field.js";
import type { RemoteSignupCustomField } from "../../sdk/api/schemas/remote-signup.js";
import { validateCustomField } from "../../sdk/validation/custom-field.js";
import type { ValidationError } from "../../sdk/validation/validation-error.js";

// The campaign's custom fields on a promoter's own form (remote signup): the form renders them from the
// init payload and sends each answer under its key; the frame checks them by core-journey §5 as the
// register form does and sends them as the payload's cfMap. The server checks them again.

const isRequired = (campaign: Campaign, field: RegistrationField): boolean =>
  !field.optional || (campaign.registrations.requiredFields ?? []).includes(field.key);

const keyOf = (field: RegistrationField): string => field.key || customFieldKey(field.name);

const enabledFields = (campaign: Campaign) => campaign.registrations.customFields.filter((f) => f.enabled);

/** The init payload's customFields. */
export function remoteCustomFieldsOf(campaign: Campaign): RemoteSignupCustomField[] {
  return enabledFields(campaign).flatMap((field) => {
    const type = fieldTypeKey(field);
    if (!["text", "number", "date", "dropdown-single", "dropdown-multi"].includes(type)) return [];
    return [
      {
        key: keyOf(field),
        name: field.name,
        type: type as RemoteSignupCustomField["type"],
        required: isRequired(campaign, field),
        ...(field.options && { options: field.options.map((option) => option.name) }),
      },
    ];
  });
}

/** A typed answer as the register form would send it: choices as { value, tagOid } of the campaign's options. */
function answerOf(field: RegistrationField, raw: unknown): CustomFieldValue | undefined {
  const type = fieldTypeKey(field);
  const choice = (name: string): DropdownValue => {
    const option = field.options?.find((candidate) => candidate.name === name);
    return { value: name, ...(option?.tagOid && { tagOid: option.tagOid }) };
  };
  const names = (Array.isArray(raw) ? raw : [raw]).filter(
    (item): item is string => typeof item === "string" && item.trim() !== "",
  );
  if (type === "dropdown-multi")
    return names.length > 0 ? names.map((name) => choice(name.trim())) : undefined;
  if (type === "dropdown-single") return names.length === 1 ? choice(names[0]!.trim()) : names[0];
  if (typeof raw === "number") return raw;
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : undefined;
}

export type CustomAnswers =
  | { readonly ok: true; readonly cfMap: Record<string, CustomFieldValue> }
  | { readonly ok: false; readonly errors: Record<string, ValidationError> };

/** The submitted form's answers to the campaign's custom fields, checked; errors by the field's key. */
export function customAnswersOf(campaign: Campaign, submitted: Record<string, unknown>): CustomAnswers {
  const cfMap: Record<string, CustomFieldValue> = {};
  const errors: Record<string, ValidationError> = {};
  for (const field of enabledFields(campaign)) {
    const key = keyOf(field);
    const answer = answerOf(field, Object.hasOwn(submitted, key) ? submitted[key] : undefined);
    const error = validateCustomField({ ...field, optional: !isRequired(campaign, field) }, answer);
    if (error) errors[key] = error;
    else if (answer !== undefined) cfMap[key] = answer;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, cfMap };
}
