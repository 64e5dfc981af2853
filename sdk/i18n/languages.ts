// The UI languages, in one table: adding a language is a row here plus its catalogue (sdk/i18n/locales/,
// loaded in i18n.ts) and its own name in the footer's picker (site/footer.ts; both are typed by Language,
// so the compiler asks for them). The schemas, i18next and the Stripe card fields read this table.

export interface LanguageFacts {
  readonly direction: "ltr" | "rtl";
  /** Stripe's locale for its card fields' placeholders and errors. */
  readonly stripe: string;
}

/** core-journey §1: the UI languages, in the picker's order; en-us is the default. */
export const LANGUAGE_TABLE = {
  "en-us": { direction: "ltr", stripe: "en" },
  ar: { direction: "rtl", stripe: "ar" },
  es: { direction: "ltr", stripe: "es" },
  fr: { direction: "ltr", stripe: "fr" },
  de: { direction: "ltr", stripe: "de" },
  nl: { direction: "ltr", stripe: "nl" },
} as const satisfies Record<string, LanguageFacts>;

export type Language = keyof typeof LANGUAGE_TABLE;
const isLanguage = (value: string): value is Language => Object.hasOwn(LANGUAGE_TABLE, value);
export const LANGUAGES: readonly Language[] = Object.keys(LANGUAGE_TABLE).filter(isLanguage);
export const DEFAULT_LANGUAGE: Language = "en-us";

export const directionOf = (language: Language): "rtl" | "ltr" => LANGUAGE_TABLE[language].direction;

/** Accepts any casing and region spelling ("en-US", "AR") and answers a supported language or undefined. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.trim().toLowerCase().replace("_", "-");
  // The table is the check (languageSchema's enum is made from it): the first render reads the element's
  // lang with this, and zod is not in the first view's code (issue 22).
  if (isLanguage(lower)) return lower;
  const base = lower.split("-")[0] ?? "";
  if (base === "en") return "en-us";
  return isLanguage(base) ? base : undefined;
}

/** The element's lang, else the campaign's defaultLanguage, else en-us (issue 4, engagement §2). */
export function pickLanguage(...candidates: unknown[]): Language {
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
