import type { Currency } from "../api/schemas/currency.js";
import type { Language } from "../i18n/languages.js";
import { formatNumber } from "../i18n/numbers.js";
import { fromMinorUnits, toMinorUnits } from "../payment/minor-units.js";
import { isBlank } from "./required.js";
import { fail, type ValidationError } from "./validation-error.js";

/** core-journey §5, §9: donation limits in major units. */
export const DONATION_MAX = 99_999_999;
/** The amount input's own max attribute (core-journey §5 "the input max is 999999"). */
export const DONATION_INPUT_MAX = 999_999;
/** core-journey §9: the currency minimum when the currency table gives none. */
export const DEFAULT_CURRENCY_MINIMUM = 1;

export type DonationCurrency = Pick<Currency, "code" | "symbol_native" | "decimal_digits" | "minimum">;

/** A decimal with at most the currency's digits, or an integer for 0-digit currencies (JPY). */
const amountPattern = (digits: number): RegExp =>
  digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`);

export { fromMinorUnits, toMinorUnits };

/** core-journey §5: the larger of the currency minimum (default 1) and the campaign's minAmount. */
export function donationMinimum(currency: DonationCurrency, minAmountMinor?: number): number {
  const campaignMinimum =
    minAmountMinor === undefined ? 0 : fromMinorUnits(minAmountMinor, currency.decimal_digits);
  return Math.max(currency.minimum ?? DEFAULT_CURRENCY_MINIMUM, campaignMinimum);
}

/**
 * core-journey §9: a price reads as code, native symbol and amount, e.g. "EUR €5.00"; given the fan's
 * language, the amount is grouped as it writes numbers ("EUR €99,999,999.00").
 */
export const formatMoney = (amount: number, currency: DonationCurrency, language?: Language): string =>
  `${currency.code} ${currency.symbol_native}${
    language
      ? formatNumber(amount, language, currency.decimal_digits)
      : amount.toFixed(currency.decimal_digits)
  }`;

export interface DonationRule {
  readonly fieldName: string;
  readonly currency: DonationCurrency;
  /** settings.payment.pricingModel.minAmount, in minor units. */
  readonly minAmount?: number;
}

/**
 * core-journey §5 donation amount (validated on blur): required; a decimal with the currency's digit
 * count (an integer for 0-digit currencies); at least the minimum and at most 99999999.
 */
export function validateDonationAmount(
  input: string | undefined,
  rule: DonationRule,
): ValidationError | undefined {
  if (isBlank(input)) return fail("required", { fieldName: rule.fieldName });
  const text = input!.trim();
  if (!amountPattern(rule.currency.decimal_digits).test(text)) {
    return fail("wrongFormat", { fieldName: rule.fieldName });
  }
  const amount = fromMinorUnits(
    toMinorUnits(text, rule.currency.decimal_digits),
    rule.currency.decimal_digits,
  );
  const minimum = donationMinimum(rule.currency, rule.minAmount);
  if (amount < minimum) return fail("amountMin", { amount: formatMoney(minimum, rule.currency) });
  if (amount > DONATION_MAX) return fail("amountMax", { amount: formatMoney(DONATION_MAX, rule.currency) });
  return undefined;
}
