import type { Language } from "./languages.js";

/**
 * A number as the fan's language writes it: grouped, with its decimal sign and exactly `digits`
 * decimals ("1,234.50" in en-us, "1.234,50" in de, "1 234,50" in fr). Intl costs no bytes.
 */
export const formatNumber = (value: number, language: Language, digits = 0): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
