import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { validateDateOfBirth } from "../../../sdk/validation/date-of-birth.js";
import { validateEmail } from "../../../sdk/validation/email.js";
import { hasMobileCharactersOnly } from "../../../sdk/validation/mobile-number.js";
import { validatePostcode } from "../../../sdk/validation/postcode.js";
import { ruleError } from "../api/rule-error.js";

// core-journey §5 rules the server enforces too, whatever the client checked, with the client's own
// rules (sdk/validation): the schemas have checked the shapes, these check what a schema cannot.
// Failures are 400s naming the field.

/** Trimmed and lower-cased (the unique keys compare exact text); refuses plus-tagged addresses. */
export function normaliseEmail(email: string, field = "emailAddress"): string {
  const error = validateEmail(email, { fieldName: "Email Address" });
  if (error) throw ruleError(error, field);
  return email.trim().toLowerCase();
}

/**
 * E.164, when the number parses as a valid phone number. The full metadata (not the client's lighter
 * set) and a synchronous parse: the server normalises what it stores.
 */
export function normaliseMobile(mobile: string, field = "mobileNumber"): string {
  const parsed = hasMobileCharactersOnly(mobile) ? parsePhoneNumberFromString(mobile.trim()) : undefined;
  if (!parsed?.isValid())
    throw ruleError({ code: "notValid", values: { fieldName: "Mobile Number" } }, field);
  return parsed.number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The dd/MM/yyyy text of a midnight-UTC date (remote signup sends its date of birth so). */
export const formatDob = (date: Date): string =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** core-journey §5: a real dd/MM/yyyy date, at least 1 year and 1 day ago and at most 110 years ago. */
export function checkDob(dob: string, now: Date = new Date(), field = "dob"): void {
  const error = validateDateOfBirth(dob, { fieldName: "Date of Birth", now });
  if (error) throw ruleError(error, field);
}

/** core-journey §5 postcode formats for us, au, nz and gb; other countries need a value only. */
export function checkPostcode(postcode: string, country: string | undefined, field = "postcode"): void {
  const error = validatePostcode(postcode, { fieldName: "Postcode", ...(country && { country }) });
  if (error) throw ruleError(error, field);
}
