import { createInstance, type i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, type Language } from "./languages.js";
import { landingTexts } from "./locales/en-us/landing.js";
import type { CataloguePart } from "./locales/en-us.js";
import { DEFAULT_VARIABLES, loadCatalogue } from "./translate.js";

export type { I18n };

/** Adds en-us texts an element shows beyond the landing page's (idempotent: deep merge, no overwrite). */
export function addTexts(i18n: I18n, ...parts: readonly CataloguePart[]): void {
  for (const part of parts) i18n.addResourceBundle("en-us", "translation", part, true, false);
}

/**
 * A private i18next instance (never the global one: the host page may use i18next too).
 * Resolves once the language's catalogue is loaded.
 */
export async function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  parts: readonly CataloguePart[] = [],
): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: "currentOnly",
    interpolation: {
      escapeValue: false, // React and textContent escape; we never inject HTML
      // The verification texts say how long a code is: from the one place the lengths are set.
      defaultVariables: DEFAULT_VARIABLES,
    },
    resources: { "en-us": { translation: landingTexts } },
    partialBundledLanguages: true,
    returnNull: false,
  });
  addTexts(i18n, ...parts);
  if (language !== "en-us") await setLanguage(i18n, language);
  return i18n;
}

export async function setLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, "translation")) {
    i18n.addResourceBundle(language, "translation", await loadCatalogue(language), true, true);
  }
  await i18n.changeLanguage(language);
}

export { directionOf };
