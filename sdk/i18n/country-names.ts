import { kept } from "./kept.js";

/** Every offered country's name in one language (made by countries.ts). */
export interface CountryNames {
  /** ISO 3166-1 alpha-2 codes (lower case) of the countries offered in country pickers. */
  readonly codes: readonly string[];
  /** A country's name from its code (lower case); the code in upper case when the browser has no name. */
  readonly of: (code: string) => string;
}

// Apart from countries.ts (the ~250 codes and the making): a screen's first render asks only whether the
// names are made, so the codes load after it (issue 22).
const namesByLanguage = new Map<string, CountryNames>();

/** The names for `language` if they are made already, else undefined (nothing is made). */
export const keptCountryNames = (language: string): CountryNames | undefined => namesByLanguage.get(language);

export const keepCountryNames = (language: string, make: () => CountryNames): CountryNames =>
  kept(namesByLanguage, language, make);
