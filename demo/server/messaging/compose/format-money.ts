import type { Currency } from "../../../../sdk/api/schemas/currency.js";
import type { Language } from "../../../../sdk/i18n/languages.js";
import { formatAmount } from "../../../../sdk/payment/currencies.js";

/**
 * core-journey §9's price shape, code, native symbol and amount ("AUD $25.00"), with the amount written
 * the fan's way ("EUR €1.234,50" in German). The exact decimal text is formatted, never a float.
 */
export function formatMoney(minor: number, currency: Currency, language: Language): string {
  const digits = currency.decimal_digits;
  const amount = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(formatAmount(minor, currency) as `${number}`);
  return `${currency.code} ${currency.symbol_native}${amount}`;
}
