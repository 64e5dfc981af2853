import type { Locale } from "date-fns";
import type { format as Format } from "date-fns/format";
import type { Language } from "./languages.js";

// date-fns locales load on demand, one small chunk each (shared/notes/web-components.md §6). Its
// formatter too (5 KB gzip with its default en-US locale): dates are formatted asynchronously anyway, so
// a page shows them once both have arrived, and a page without dates never loads them.
const LOCALES: Record<Language, () => Promise<Locale>> = {
  "en-us": () => import("date-fns/locale/en-US").then((m) => m.enUS),
  ar: () => import("date-fns/locale/ar").then((m) => m.ar),
  es: () => import("date-fns/locale/es").then((m) => m.es),
  fr: () => import("date-fns/locale/fr").then((m) => m.fr),
  de: () => import("date-fns/locale/de").then((m) => m.de),
  nl: () => import("date-fns/locale/nl").then((m) => m.nl),
};

/** core-journey §9 display formats: 'dddd, MMM Do' (a day) and 'ddd, MMM Do, h:mm A (z)' (a time). */
export const DAY_FORMAT = "EEEE, MMM do";
export const TIME_FORMAT = "EEE, MMM do, h:mm a";

export const dateLocale = (language: Language): Promise<Locale> => LOCALES[language]();

/** date-fns' `format`, loaded on first use. */
export const dateFormatter = (): Promise<typeof Format> => import("date-fns/format").then((m) => m.format);

/** A date in the language's words, e.g. "Monday, Jan 1st" (fr and ar put the day first by their locale). */
export async function formatDay(date: Date | string, language: Language): Promise<string> {
  const [format, locale] = await Promise.all([dateFormatter(), dateLocale(language)]);
  const pattern = language === "en-us" ? DAY_FORMAT : "EEEE d MMMM";
  return format(new Date(date), pattern, { locale });
}
