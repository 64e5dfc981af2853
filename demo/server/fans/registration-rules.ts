import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import {
  type CustomFieldAnswer,
  type CustomFieldValue,
  customFieldKey,
} from "../../../sdk/api/schemas/form-values.js";
import { fieldTypeKey, type RegistrationField } from "../../../sdk/api/schemas/registration-field.js";
import type { FanPacket } from "../../../sdk/api/schemas/registration-packet.js";
import type { ValidationType } from "../../../sdk/api/schemas/verification.js";
import { validateCustomField } from "../../../sdk/validation/custom-field.js";
import type { AccountRow } from "../../store/accounts.js";
import { isDisposableEmail } from "../../store/disposable-email.js";
import { accountValue } from "../accounts/account-fields.js";
import { ruleError } from "../api/rule-error.js";
import { HttpError } from "../api/validate.js";

// What a campaign asks of a registration (core-journey §2 register screen, §5 validation rules),
// checked on the server against the account and the fan-creation packet.

/** core-journey §2: a mobile registration is verified by text; an email one as the campaign says. */
export function verificationFor(campaign: Campaign, registrationType: string): ValidationType | null {
  if (registrationType === "mobile") return "mobile-number";
  switch (campaign.settings.emailVerification) {
    case "code":
      return "email-code";
    case "link":
      return "email-address";
    case "none":
      return null;
    default:
      return campaign.settings.emailVerification satisfies never;
  }
}

/** The verification a pending fan waits for, by the registration type it registered with. */
export function pendingVerification(
  campaign: Campaign,
  fan: { data: { registrationType?: unknown } },
): ValidationType | null {
  const registeredBy = typeof fan.data.registrationType === "string" ? fan.data.registrationType : "email";
  return verificationFor(campaign, registeredBy);
}

/** core-journey §4: the methods offered; with none listed, email. */
export function checkRegistrationType(campaign: Campaign, registrationType: string): void {
  const { providers } = campaign.registrations;
  // Read as strings: the type asked for is any text the packet carried.
  const offered: readonly string[] = providers.length === 0 ? ["email"] : providers;
  if (!offered.includes(registrationType)) {
    throw new HttpError(
      400,
      `This campaign does not take ${registrationType} registrations`,
      "registrationType",
    );
  }
}

const isRequired = (campaign: Campaign, field: RegistrationField) =>
  field.enabled && (!field.optional || (campaign.registrations.requiredFields ?? []).includes(field.key));

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** core-journey §5: "required unless the field is optional", for the enabled predefined fields. */
export function checkRequiredFields(campaign: Campaign, account: Omit<AccountRow, "oid">): void {
  for (const field of campaign.registrations.fields) {
    if (isRequired(campaign, field) && isEmpty(accountValue(account, field.key))) {
      throw ruleError({ code: "required", values: { fieldName: field.name } }, field.key);
    }
  }
}

/** A campaign that excludes disposable-mail addresses refuses them (they are flagged either way). */
export function checkEmailAllowed(campaign: Campaign, contact: { emailAddress: string | null }): void {
  if (!campaign.registrations.excludeDisposableEmails || !contact.emailAddress) return;
  if (isDisposableEmail(contact.emailAddress)) {
    throw ruleError({ code: "disposableEmail", values: { fieldName: "Email Address" } }, "emailAddress");
  }
}

/** The answer as stored: numbers as numbers, text trimmed, choices as given. */
function storedValue(field: RegistrationField, value: CustomFieldValue): CustomFieldValue {
  if (typeof value !== "string") return value;
  return fieldTypeKey(field) === "number" ? Number(value.trim()) : value.trim();
}

/**
 * core-journey §5 "Custom fields: every field must validate. A non-optional custom field with no
 * selection is an error". Answers come from `customFields` (matched by oid or key) or `cfMap` (by key);
 * answers to fields the campaign does not define are dropped. Returns the answers to keep.
 */
export function checkCustomFields(
  campaign: Campaign,
  packet: Pick<FanPacket, "customFields" | "cfMap">,
): CustomFieldAnswer[] {
  const kept: CustomFieldAnswer[] = [];
  for (const field of campaign.registrations.customFields) {
    if (!field.enabled) continue;
    const key = field.key || customFieldKey(field.name);
    const answer = packet.customFields.find(
      (candidate) => (field.oid !== undefined && candidate.oid === field.oid) || candidate.key === key,
    );
    const value = answer ? answer.value : packet.cfMap[key];
    const optional = !isRequired(campaign, field);
    const error = validateCustomField({ ...field, optional }, value ?? undefined);
    if (error) throw ruleError(error, `customFields.${key}`);
    if (
      value === undefined ||
      value === null ||
      isEmpty(value) ||
      (Array.isArray(value) && value.length === 0)
    )
      continue;
    kept.push({ oid: field.oid ?? key, name: field.name, key, value: storedValue(field, value) });
  }
  return kept;
}
