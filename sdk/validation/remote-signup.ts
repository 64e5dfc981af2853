import { z } from "zod/mini";
import {
  REMOTE_SIGNUP_FIELD_NAMES,
  type RemoteSignupFieldKey,
  type RemoteSignupForm,
  RemoteSignupFormSchema,
  type RemoteSignupInit,
} from "../api/schemas/remote-signup.js";
import { remoteDobToIso, validateDateOfBirth } from "./date-of-birth.js";
import { validateEmail } from "./email.js";
import { normaliseMobileNumber, validateMobileNumber } from "./mobile-number.js";
import { validateCountry, validateGender, validateRequiredText } from "./required.js";
import type { FieldErrors, ValidationError } from "./validation-error.js";

export type RemoteSignupValidation =
  | { readonly ok: true; readonly form: RemoteSignupForm }
  | { readonly ok: false; readonly errors: FieldErrors };

/** The submitted form enters as unknown (STYLE.md §8): a record whose strings are read, the rest ignored. */
const SubmittedSchema = z.catch(z.record(z.string(), z.unknown()), {});

export interface RemoteSignupOptions {
  /** Today, for the date-of-birth range. */
  readonly now?: Date;
}

/**
 * engagement §5 remote signup: emailAddress required and valid; mobileNumber valid and required unless
 * optional; the others required unless optional; text trimmed; the mobile normalised to E.164; the
 * date of birth typed DDMMYYYY checked like the register form's and sent as midnight UTC. Messages
 * name the fields by their display names (Email Address, First Name…). Only the configured fields are
 * read; empty values are dropped.
 */
export async function validateRemoteSignup(
  submitted: unknown,
  fields: RemoteSignupInit["fields"],
  options: RemoteSignupOptions = {},
): Promise<RemoteSignupValidation> {
  const raw = SubmittedSchema.parse(submitted);
  const text = (key: RemoteSignupFieldKey): string | undefined => {
    const value = raw[key];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const config = new Map(fields.map((field) => [field.key, field]));
  config.set("emailAddress", {
    key: "emailAddress",
    name: REMOTE_SIGNUP_FIELD_NAMES.emailAddress,
    required: true,
  });

  const country = text("country")?.toLowerCase();
  const errors: Record<string, ValidationError> = {};
  const form: Record<string, unknown> = {};
  for (const [key, field] of config) {
    const rule = { fieldName: REMOTE_SIGNUP_FIELD_NAMES[key], optional: !field.required };
    const value = text(key);
    let error: ValidationError | undefined;
    switch (key) {
      case "emailAddress":
        error = validateEmail(value, rule);
        if (!error) form.emailAddress = value;
        break;
      case "mobileNumber":
        error = await validateMobileNumber(value, { ...rule, ...(country && { defaultCountry: country }) });
        if (!error && value) form.mobileNumber = await normaliseMobileNumber(value, country);
        break;
      case "dob": {
        // DDMMYYYY is checked as the dd/MM/yyyy it spells, so the register form's four messages apply.
        const typed =
          value && /^\d{8}$/.test(value)
            ? `${value.slice(0, 2)}/${value.slice(2, 4)}/${value.slice(4)}`
            : value;
        error = validateDateOfBirth(typed, { ...rule, ...(options.now && { now: options.now }) });
        if (!error && value) form.dob = remoteDobToIso(value);
        break;
      }
      case "country":
        error = validateCountry(value, rule);
        if (!error && value) form.country = value.toLowerCase();
        break;
      case "gender": {
        // null is "Prefer not to say"; a missing or empty value is no answer.
        const answer = raw.gender === null ? null : value?.toLowerCase();
        error = validateGender(answer, rule);
        if (!error && answer !== undefined) form.gender = answer;
        break;
      }
      default:
        error = validateRequiredText(value, rule);
        if (!error && value) form[key] = value;
    }
    if (error) errors[key] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, form: RemoteSignupFormSchema.parse(form) };
}
