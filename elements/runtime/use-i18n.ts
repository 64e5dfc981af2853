import { useEffect, useState } from "react";
import { setApiLanguage } from "../../sdk/api/client-registry.js";
import type { I18n } from "../../sdk/i18n/i18n.js";
import { directionOf, type Language } from "../../sdk/i18n/languages.js";
import type { CataloguePart } from "../../sdk/i18n/locales/en-us.js";
import {
  addEnUsTexts,
  enUsTextsSoFar,
  loadTranslate,
  type Translate,
  type TranslateOptions,
  translateNow,
} from "../../sdk/i18n/translate.js";

// Issue 22: a screen's first render reads the catalogue through the thin lookup (sdk/i18n/translate.ts),
// so it waits for no i18next; i18next loads once the first view is up and answers from then on. Each
// language has one private i18next instance (never the page's global one), shared by the SDK's elements.
const i18nextOf = new Map<Language, I18n>();
const i18nextLoads = new Map<Language, Promise<void>>();
const translations = new Map<Language, Translation>();
const addedParts = new WeakSet<CataloguePart>();

function loadI18next(language: Language): Promise<void> {
  let load = i18nextLoads.get(language);
  if (!load) {
    load = import("../../sdk/i18n/i18n.js").then(async ({ addTexts, createI18n }) => {
      const i18n = await createI18n(language);
      // Every en-us text an element added, before or while i18next loaded.
      addTexts(i18n, enUsTextsSoFar());
      i18nextOf.set(language, i18n);
    });
    i18nextLoads.set(language, load);
  }
  return load;
}

function addTexts(part: CataloguePart): void {
  if (addedParts.has(part)) return;
  addedParts.add(part);
  addEnUsTexts(part);
  for (const i18n of i18nextOf.values()) i18n.addResourceBundle("en-us", "translation", part, true, false);
}

function translationOf(language: Language): Translation | undefined {
  let translation = translations.get(language);
  if (translation) return translation;
  const firstView = translateNow(language);
  if (!firstView) return undefined;
  const t: Translate = (key, options) => {
    const i18n = i18nextOf.get(language);
    return i18n ? i18n.t(key, { ...options }) : firstView(key, options);
  };
  translation = { t, language, dir: directionOf(language) };
  translations.set(language, translation);
  return translation;
}

/** Loads a language before rendering: the server renders first screens in one pass (issue 22). */
export const preloadLanguage = (language: Language): Promise<unknown> => loadTranslate(language);

export interface Translation {
  t: Translate;
  language: Language;
  dir: "ltr" | "rtl";
}
export type { Translate, TranslateOptions };

// After the first view: Safari has no requestIdleCallback.
const afterFirstView = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work) : setTimeout(work, 1);

/**
 * Resolves the translation for a language; undefined until the first one loads, then the last one loaded. `texts`: the en-us texts
 * this element shows beyond the landing page's (the fallback when a language lacks a key, and en-us itself).
 */
export function useI18n(
  language: Language,
  texts?: CataloguePart | readonly CataloguePart[],
): Translation | undefined {
  for (const part of [texts ?? []].flat()) addTexts(part);
  const [state, setState] = useState<Translation | undefined>(() => translationOf(language));
  useEffect(() => {
    let live = true;
    setApiLanguage(language);
    loadTranslate(language).then(() => {
      if (live) setState(translationOf(language));
    });
    afterFirstView(() => void loadI18next(language).catch(() => undefined));
    return () => {
      live = false;
    };
  }, [language]);
  // While another language loads, the screen keeps the one it shows: unmounting it would lose what the
  // fan typed. Undefined only before the first language is there.
  return state;
}
