import type { Currency } from "../api/schemas/currency.js";
import type { Language } from "../i18n/languages.js";
import { formatNumber } from "../i18n/numbers.js";
import { toMinorUnits } from "./minor-units.js";

// core-journey §3 "Currency" and §9: the currencies campaigns charge in, in the common currency table
// format (snake_case). `minimum` is the smallest donation in major units: core-journey §5's default of 1
// for each (a campaign's minAmount raises it).

export const CURRENCIES = {
  USD: {
    code: "USD",
    symbol: "$",
    symbol_native: "$",
    name: "US Dollar",
    decimal_digits: 2,
    rounding: 0,
    minimum: 1,
  },
  AUD: {
    code: "AUD",
    symbol: "AU$",
    symbol_native: "$",
    name: "Australian Dollar",
    decimal_digits: 2,
    rounding: 0,
    minimum: 1,
  },
  GBP: {
    code: "GBP",
    symbol: "£",
    symbol_native: "£",
    name: "British Pound",
    decimal_digits: 2,
    rounding: 0,
    minimum: 1,
  },
  NZD: {
    code: "NZD",
    symbol: "NZ$",
    symbol_native: "$",
    name: "New Zealand Dollar",
    decimal_digits: 2,
    rounding: 0,
    minimum: 1,
  },
  EUR: {
    code: "EUR",
    symbol: "€",
    symbol_native: "€",
    name: "Euro",
    decimal_digits: 2,
    rounding: 0,
    minimum: 1,
  },
  JPY: {
    code: "JPY",
    symbol: "¥",
    symbol_native: "￥",
    name: "Japanese Yen",
    decimal_digits: 0,
    rounding: 0,
    minimum: 1,
  },
  CHF: {
    code: "CHF",
    symbol: "CHF",
    symbol_native: "CHF",
    name: "Swiss Franc",
    decimal_digits: 2,
    rounding: 0.05,
    minimum: 1,
  },
} as const satisfies Record<string, Currency>;

export type CurrencyCode = keyof typeof CURRENCIES;

const isKnown = (code: string): code is CurrencyCode => Object.hasOwn(CURRENCIES, code);

/** The table entry of a code (any case), or undefined for a currency the table does not list. */
export function findCurrency(code: string): Currency | undefined {
  const upper = code.toUpperCase();
  return isKnown(upper) ? CURRENCIES[upper] : undefined;
}

/**
 * The table entry of a code; a currency the table does not list still displays, as its code with 2
 * decimal digits (the ISO 4217 norm), rather than breaking the screen.
 */
export function currencyOf(code: string): Currency {
  const upper = code.toUpperCase();
  return (
    findCurrency(upper) ?? {
      code: upper,
      symbol: upper,
      symbol_native: upper,
      name: upper,
      decimal_digits: 2,
      rounding: 0,
    }
  );
}

type Digits = Pick<Currency, "decimal_digits">;

/** A plain decimal numeral: digits with an optional fraction, no sign, no exponent. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** The shortest decimal text of a number, without exponent (1e21 → "1000000000000000000000"). */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`toMinor: ${value} is not an amount; pass a finite number of 0 or more.`);
  }
  const text = String(value);
  if (!text.includes("e")) return text;
  const [mantissa = "", exponentText = "0"] = text.split("e");
  const exponent = Number(exponentText);
  const [whole = "", fraction = ""] = mantissa.split(".");
  const digits = `${whole}${fraction}`;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${digits}${"0".repeat(point - digits.length)}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * core-journey §4: major units to minor units by the currency's decimal digits, worked on the decimal
 * digits rather than with floating-point arithmetic (19.99 is exactly 1999, never 1998.9999…). Digits
 * beyond the currency's are rounded half up (1.005 EUR → 101).
 */
export function toMinor(major: number | string, currency: Digits): number {
  const text = typeof major === "number" ? plainDecimal(major) : major.trim();
  if (!DECIMAL.test(text)) {
    throw new RangeError(`toMinor: "${text}" is not a decimal amount such as 12 or 12.50.`);
  }
  const digits = currency.decimal_digits;
  const [whole = "0", fraction = ""] = text.split(".");
  const kept = toMinorUnits(`${whole}.${fraction.slice(0, digits)}`, digits);
  return (fraction[digits] ?? "0") >= "5" ? kept + 1 : kept;
}

/** Minor units to major units (1999 → 19.99; 1200 JPY → 1200). */
export const fromMinor = (minor: number, currency: Digits): number => Number(formatAmount(minor, currency));

/** The amount of minor units as exact decimal text with the currency's digits (1999 → "19.99"). */
export function formatAmount(minor: number, currency: Digits): string {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`formatAmount: ${minor} is not a whole number of minor units.`);
  }
  const digits = currency.decimal_digits;
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * core-journey §9: a price reads as code, native symbol and amount ("AUD $25.00", "JPY ￥1200"); given
 * the fan's language, the amount is grouped and punctuated as it writes numbers ("EUR €1.234,50" in de).
 */
export const formatPrice = (minor: number, currency: Currency, language?: Language): string =>
  `${currency.code} ${currency.symbol_native}${
    language
      ? formatNumber(fromMinor(minor, currency), language, currency.decimal_digits)
      : formatAmount(minor, currency)
  }`;

/**
 * core-journey §9: CHF rounds to 0.05. Rounds minor units half up to the currency's rounding increment
 * (CHF 12.33 → 12.35, 12.32 → 12.30); unchanged for currencies without one.
 */
export function roundMinor(minor: number, currency: Pick<Currency, "decimal_digits" | "rounding">): number {
  const step = currency.rounding > 0 ? toMinor(currency.rounding, currency) : 0;
  if (step <= 1) return minor;
  return Math.floor((minor + step / 2) / step) * step;
}
