import { createInstance, type i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, directionOf, type Language } from "./languages.js";
import { type Catalogue, enUs } from "./locales/en-us.js";

export type { I18n };

// en-us ships inline; the other catalogues load on demand, each in its own chunk.
const loaders: Record<Exclude<Language, "en-us">, () => Promise<Catalogue>> = {
  ar: () => import("./locales/ar.js").then((m) => m.ar),
  es: () => import("./locales/es.js").then((m) => m.es),
  fr: () => import("./locales/fr.js").then((m) => m.fr),
  de: () => import("./locales/de.js").then((m) => m.de),
  nl: () => import("./locales/nl.js").then((m) => m.nl),
};

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === "en-us" ? enUs : loaders[language]();
}

/**
 * A private i18next instance (never the global one: the host page may use i18next too).
 * Resolves once the language's catalogue is loaded.
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ["en-us", "ar", "es", "fr", "de", "nl"],
    lowerCaseLng: true,
    load: "currentOnly",
    interpolation: { escapeValue: false }, // React and textContent escape; we never inject HTML
    resources: { "en-us": { translation: enUs } },
    partialBundledLanguages: true,
    returnNull: false,
  });
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
