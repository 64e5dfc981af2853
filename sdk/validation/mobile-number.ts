import type { CountryCode } from "libphonenumber-js/mobile";
import { isBlank } from "./required.js";
import { type FieldRule, fail, type ValidationError } from "./validation-error.js";

// The phone rules live alone in this file: libphonenumber-js and its metadata (47 KB gzip) are imported
// lazily, inside the functions, so they load only when a number must be checked or the fan reaches for a
// phone field (STYLE.md §13, issue 22); the picker and the +61 hint need only the 1 KB table of calling
// codes. The mobile metadata validates mobile numbers precisely (the field receives text-message codes)
// and is the lighter of the two precise sets.

type PhoneModule = typeof import("libphonenumber-js/mobile");
let phoneModule: Promise<PhoneModule> | undefined;

/** Loads the phone library once (again after a failed load); the phone field warms it on focus. */
export function loadPhoneNumbers(): Promise<PhoneModule> {
  phoneModule ??= import("libphonenumber-js/mobile").catch((error: unknown) => {
    phoneModule = undefined;
    throw error;
  });
  return phoneModule;
}

let callingCodes: Promise<ReadonlyMap<string, string>> | undefined;
/** The table once loaded, for callingCodeNow. */
let loadedCallingCodes: ReadonlyMap<string, string> | undefined;

/**
 * Every country the phone library supports (ISO code, lower case) with its calling code, from a table
 * generated from the library's metadata (scripts/calling-codes.mjs), in a chunk of its own.
 */
export function loadCallingCodes(): Promise<ReadonlyMap<string, string>> {
  callingCodes ??= import("./calling-codes.js").then(
    ({ CALLING_CODES }) => {
      loadedCallingCodes = new Map(
        CALLING_CODES.split(" ").map((entry) => [entry.slice(0, 2), entry.slice(2)]),
      );
      return loadedCallingCodes;
    },
    (error: unknown) => {
      callingCodes = undefined;
      throw error;
    },
  );
  return callingCodes;
}

/** core-journey §5: only digits, spaces, hyphens and an optional leading plus. */
const MOBILE_CHARACTERS = /^\+?[\d\s-]+$/;

export const hasMobileCharactersOnly = (value: string): boolean => MOBILE_CHARACTERS.test(value.trim());

const digitsOf = (value: string): string => value.replace(/\D/g, "");

/**
 * core-journey §5: the field emits country calling code plus number only when both are present. A
 * number typed with its own leading plus already carries its calling code.
 */
export function composeMobileNumber(
  callingCode: string | undefined,
  number: string | undefined,
): string | undefined {
  const national = number?.trim() ?? "";
  if (national.startsWith("+")) return digitsOf(national) ? `+${digitsOf(national)}` : undefined;
  const code = digitsOf(callingCode ?? "");
  const digits = digitsOf(national);
  return code && digits ? `+${code}${digits}` : undefined;
}

/**
 * What the mobile field puts in the form: calling code plus number once both are present
 * (composeMobileNumber). Text that breaks the character rule, or carries no digit at all, goes in as
 * typed, so the form's validation sees it and says 'Your {field} is not valid' instead of taking
 * "0412abc345678" for a number or "abc" for an empty field (core-journey §5).
 */
export function mobileFieldValue(callingCode: string | undefined, typed: string): string {
  const text = typed.trim();
  if (text === "") return "";
  if (!hasMobileCharactersOnly(text) || digitsOf(text) === "") return text;
  return composeMobileNumber(callingCode, text) ?? "";
}

export interface MobileRule extends FieldRule {
  /** Country assumed when the number carries no calling code (ISO code, any case). */
  readonly defaultCountry?: string;
}

const toCountryCode = (country: string | undefined): CountryCode | undefined =>
  country ? (country.toUpperCase() as CountryCode) : undefined;

/**
 * core-journey §5 mobile number: required unless optional; only digits, spaces, hyphens and a leading
 * plus; must parse as a valid number. Failing either check shows 'Your {field} is not valid'.
 */
export async function validateMobileNumber(
  value: string | undefined,
  rule: MobileRule,
): Promise<ValidationError | undefined> {
  if (isBlank(value)) return rule.optional ? undefined : fail("required", { fieldName: rule.fieldName });
  const notValid = fail("notValid", { fieldName: rule.fieldName });
  if (!hasMobileCharactersOnly(value!)) return notValid;
  return (await normaliseMobileNumber(value!, rule.defaultCountry)) ? undefined : notValid;
}

/** The number parsed for a campaign's default country, when it is a valid mobile number. */
async function parseValidNumber(value: string, defaultCountry?: string) {
  if (!hasMobileCharactersOnly(value)) return undefined;
  const { parsePhoneNumberFromString, isSupportedCountry } = await loadPhoneNumbers();
  const country = toCountryCode(defaultCountry);
  const parsed = parsePhoneNumberFromString(
    value.trim(),
    country && isSupportedCountry(country) ? country : undefined,
  );
  return parsed?.isValid() ? parsed : undefined;
}

/** The number in E.164 (+61412345678) when it is valid, else undefined (engagement §5 "mobile normalised"). */
export async function normaliseMobileNumber(
  value: string,
  defaultCountry?: string,
): Promise<string | undefined> {
  return (await parseValidNumber(value, defaultCountry))?.number;
}

/**
 * The number as the library writes it for a person, in international format (issue 20: the fan typed
 * 0402 353 478 with +61 and reads "+61 402 353 478", not "+610402353478"); undefined unless valid.
 */
export async function formatMobileNumber(
  value: string,
  defaultCountry?: string,
): Promise<string | undefined> {
  return (await parseValidNumber(value, defaultCountry))?.formatInternational();
}

/** The ISO code (lower case) of the country a valid number belongs to, e.g. "au". */
export async function countryOfMobileNumber(value: string): Promise<string | undefined> {
  if (!hasMobileCharactersOnly(value)) return undefined;
  const { parsePhoneNumberFromString } = await loadPhoneNumbers();
  return parsePhoneNumberFromString(value.trim())?.country?.toLowerCase();
}

/**
 * callingCodeOf at once, or undefined while the table is not loaded: the server loads it before rendering
 * a first screen (issue 22), so the +61 hint is in the served form and nothing moves when it would appear.
 */
export function callingCodeNow(country: string): string | undefined {
  return loadedCallingCodes?.get(country.toLowerCase());
}

/** The calling code of a country ("au" → "61"), for the calling-code picker. */
export async function callingCodeOf(country: string): Promise<string | undefined> {
  return (await loadCallingCodes()).get(country.toLowerCase());
}

/**
 * core-journey §5: "For +61 the hint is 'Please place a 0 in front of your number'". It belongs to the
 * calling code +61, not to the country au (Christmas and Cocos Islands share +61), and it is a hint
 * shown under the field: it never blocks the form.
 */
export function mobileHint(callingCode: string | undefined): ValidationError | undefined {
  return digitsOf(callingCode ?? "") === "61" ? fail("placeZero") : undefined;
}
