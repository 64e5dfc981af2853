import type { Language } from "../i18n/languages.js";

/** core-journey §9: the countries listed first in country pickers. */
export const TOP_COUNTRIES = ["us", "gb", "au", "nz"] as const;

export interface TopCountryOptions {
  readonly language?: Language;
  /**
   * Put Saudi Arabia first even outside Arabic: core-journey §9 does so "for two campaigns of one
   * promoter" without naming them, so the campaign decides and passes it here.
   */
  readonly saudiFirst?: boolean;
}

/** The top of the country list: us, gb, au, nz; sa first for Arabic. */
export function topCountries(options: TopCountryOptions = {}): readonly string[] {
  return options.language === "ar" || options.saudiFirst ? ["sa", ...TOP_COUNTRIES] : TOP_COUNTRIES;
}

/** All countries with the top list first (in its order), then the rest in their given order. */
export function orderCountries(countries: readonly string[], options: TopCountryOptions = {}): string[] {
  const top = topCountries(options);
  const lower = countries.map((code) => code.toLowerCase());
  return [...top.filter((code) => lower.includes(code)), ...lower.filter((code) => !top.includes(code))];
}
