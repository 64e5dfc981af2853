import { createInstance, type i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "../../../../sdk/i18n/languages.js";
import { ar } from "../texts/ar.js";
import { de } from "../texts/de.js";
import { enUs, type MessageTexts, type PluralForms } from "../texts/en-us.js";
import { es } from "../texts/es.js";
import { fr } from "../texts/fr.js";
import { nl } from "../texts/nl.js";

// The messages' texts go through i18next (interpolation, and plurals by Intl.PluralRules), one private
// instance per language (createInstance, never the global i18next), made on first use and kept.

/** Every catalogue, imported rather than loaded on demand: the server is bundled as one file. */
export const MESSAGE_CATALOGUES: Record<Language, MessageTexts> = { "en-us": enUs, ar, es, fr, de, nl };

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : K extends "plurals"
      ? `plurals.${keyof T[K] & string}`
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text's key, e.g. "verificationCode.subject" or "plurals.minutes" (with `count`). */
export type TextKey = Leaves<MessageTexts>;

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** i18next's shape for plurals: `minutes: { one, other }` becomes `minutes_one`, `minutes_other`. */
function i18nextResources(texts: MessageTexts): Record<string, unknown> {
  const plurals: Record<string, string> = {};
  for (const [key, forms] of Object.entries(texts.plurals) as [string, PluralForms][]) {
    for (const [category, text] of Object.entries(forms)) plurals[`${key}_${category}`] = text;
  }
  return { ...texts, plurals };
}

const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    // Synchronous: every resource is given here, nothing is loaded.
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      lowerCaseLng: true,
      initAsync: false,
      // Texts are plain: the HTML part escapes every text whole when it writes it.
      interpolation: { escapeValue: false },
      resources: {
        [language]: { translation: i18nextResources(MESSAGE_CATALOGUES[language]) },
        ...(language !== DEFAULT_LANGUAGE && {
          [DEFAULT_LANGUAGE]: { translation: i18nextResources(enUs) },
        }),
      },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The language's texts, interpolated. */
export function translator(language: Language): Translate {
  const instance = instanceFor(language);
  return (key, values) => instance.t(key, values);
}
