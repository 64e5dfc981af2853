// The checks Stripe's Elements make as a card is typed (issue 20), shared by the local test gateway's
// fields (test-gateway-provider.ts) and its server (demo/server/payments/test-gateway.ts): a card number
// passes the Luhn checksum, an expiry is this month or later, a CVC has 3 or 4 digits whatever the card
// (CONTRACT.md: "any CVC" for the test cards; Stripe's fields would ask 4 for American Express only, but a
// demo refusing a fan's 4-digit code for 4242… was the bug). Codes are Stripe's; texts come from the
// catalogue (payment.card.*).

/** A field's problem, by Stripe's error code. */
export type CardCheckCode =
  | "incomplete_number"
  | "invalid_number"
  | "incomplete_expiry"
  | "invalid_expiry_year_past"
  | "incomplete_cvc";

export const digitsOf = (text: string): string => text.replace(/[\s-]/g, "");

/** Luhn checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express numbers (34…, 37…) have 15 digits. */
const isAmex = (digits: string): boolean => /^3[47]/.test(digits);

/** The digits a card number of its brand has at least: American Express 15, Diners Club 14, else 16. */
const numberLength = (digits: string): number => {
  if (isAmex(digits)) return 15;
  return /^3(0[0-5]|[689])/.test(digits) ? 14 : 16;
};

/** "MM/YY", "MM / YYYY" or "MMYY" → month and year; undefined when not an expiry. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Whether a card expiring at the end of this month and year can still pay. */
export const expiryInFuture = (expMonth: number, expYear: number, now: Date): boolean =>
  Date.UTC(expYear < 100 ? 2000 + expYear : expYear, expMonth, 1) > now.getTime();

export function checkCardNumber(value: string): CardCheckCode | undefined {
  const digits = digitsOf(value);
  if (!/^\d+$/.test(digits)) return digits === "" ? "incomplete_number" : "invalid_number";
  if (digits.length < numberLength(digits)) return "incomplete_number";
  if (digits.length > 19 || !passesLuhn(digits)) return "invalid_number";
  return undefined;
}

export function checkExpiry(value: string, now: Date): CardCheckCode | undefined {
  const expiry = parseExpiry(value);
  if (!expiry) return "incomplete_expiry";
  return expiryInFuture(expiry.expMonth, expiry.expYear, now) ? undefined : "invalid_expiry_year_past";
}

/** Any CVC of 3 or 4 digits, for every card; anything else is not a whole CVC yet. */
export const isCvc = (value: string): boolean => /^\d{3,4}$/.test(value.trim());

export function checkCvc(value: string): CardCheckCode | undefined {
  return isCvc(value) ? undefined : "incomplete_cvc";
}

/** Whether a code means the fan has not finished typing (shown on leaving the field, as Stripe does). */
export const isIncomplete = (code: CardCheckCode): boolean => code.startsWith("incomplete_");
