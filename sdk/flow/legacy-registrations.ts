import { z } from "zod/mini";
import {
  type CampaignRegistrations,
  CampaignRegistrationsSchema,
  type RegistrationType,
  RegistrationTypeSchema,
} from "../api/schemas/campaign-registrations.js";
import { customFieldKey } from "../api/schemas/form-values.js";
import {
  PREDEFINED_FIELD_KEYS,
  type RegistrationField,
  RegistrationFieldSchema,
} from "../api/schemas/registration-field.js";
import { PREDEFINED_FIELD_NAMES } from "./predefined-field-names.js";

// core-journey §2: "Legacy registration settings are converted into fields plus providers." Older
// campaigns store `registrations` as flag maps: fields { firstName: true, … } (or { firstName: {…} }),
// requiredFields as a flag map or a key list, providers { email: true, spotify: false, … }, and a
// top-level facebook flag. This turns any of those into the current list shapes.

const FlagMapSchema = z.record(z.string(), z.unknown());
const LegacyRegistrationsSchema = z.catch(
  z.looseObject({
    fields: z.optional(z.union([z.array(z.unknown()), FlagMapSchema])),
    requiredFields: z.optional(z.union([z.array(z.string()), FlagMapSchema])),
    customFields: z.optional(z.array(z.unknown())),
    providers: z.optional(z.union([z.array(z.unknown()), FlagMapSchema])),
    facebook: z.optional(z.boolean()),
    // A setting, not a legacy shape: kept as it is (a value that is not a boolean reads as off).
    excludeDisposableEmails: z.catch(z.optional(z.boolean()), undefined),
  }),
  {},
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The keys a legacy requiredFields names, or undefined when it is absent. */
function requiredKeys(required: string[] | Record<string, unknown> | undefined): Set<string> | undefined {
  if (required === undefined) return undefined;
  return new Set(
    Array.isArray(required) ? required : Object.keys(required).filter((key) => required[key] === true),
  );
}

/** A field definition; an explicit `optional` wins, else a legacy requiredFields decides. */
function toField(
  raw: Record<string, unknown>,
  required: Set<string> | undefined,
): RegistrationField | undefined {
  const key = typeof raw.key === "string" ? raw.key : undefined;
  const optional = "optional" in raw || !key || !required ? {} : { optional: !required.has(key) };
  const parsed = RegistrationFieldSchema.safeParse({ ...raw, ...optional });
  return parsed.success ? parsed.data : undefined;
}

/** A legacy custom field has no key (derived from its name) and names its option tag `tag`. */
function toCustomField(raw: Record<string, unknown>): RegistrationField | undefined {
  const key =
    typeof raw.key === "string"
      ? raw.key
      : typeof raw.name === "string"
        ? customFieldKey(raw.name)
        : undefined;
  const options = Array.isArray(raw.options)
    ? raw.options.map((option) =>
        isRecord(option) && option.tagOid === undefined && typeof option.tag === "string"
          ? { name: option.name, tagOid: option.tag }
          : option,
      )
    : raw.options;
  return toField({ ...raw, key, ...(options !== undefined && { options }) }, undefined);
}

function convertFields(
  fields: unknown[] | Record<string, unknown> | undefined,
  required: Set<string> | undefined,
): RegistrationField[] {
  if (fields === undefined) return [];
  if (Array.isArray(fields)) {
    return fields.flatMap((raw) => (isRecord(raw) ? (toField(raw, required) ?? []) : []));
  }
  // A flag map: predefined keys in their display order; other keys (e.g. messenger) are not fields.
  return PREDEFINED_FIELD_KEYS.flatMap((key, order) => {
    const value = fields[key];
    if (value === undefined) return [];
    const base = { key, name: PREDEFINED_FIELD_NAMES[key], predefined: true, order };
    const raw = isRecord(value) ? { ...base, ...value, key } : { ...base, enabled: value === true };
    return toField(raw, required) ?? [];
  });
}

function convertProviders(
  providers: unknown[] | Record<string, unknown> | undefined,
  facebook: boolean | undefined,
): RegistrationType[] {
  const names = Array.isArray(providers)
    ? providers
    : Object.keys(providers ?? {}).filter((name) => providers?.[name] === true);
  const list = [...names, ...(facebook ? ["facebook"] : [])];
  const valid = list.flatMap((name) => {
    const parsed = RegistrationTypeSchema.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(valid)];
}

/** Any stored registrations (legacy or current) as current fields plus providers. */
export function convertLegacyRegistrations(stored: unknown): CampaignRegistrations {
  const legacy = LegacyRegistrationsSchema.parse(stored);
  const required = requiredKeys(legacy.requiredFields);
  return CampaignRegistrationsSchema.parse({
    fields: convertFields(legacy.fields, required),
    customFields: (legacy.customFields ?? []).flatMap((raw) =>
      isRecord(raw) ? (toCustomField(raw) ?? []) : [],
    ),
    providers: convertProviders(legacy.providers, legacy.facebook),
    ...(legacy.excludeDisposableEmails !== undefined && {
      excludeDisposableEmails: legacy.excludeDisposableEmails,
    }),
  });
}
