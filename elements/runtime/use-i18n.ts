import { useEffect, useState } from "react";
import { setApiLanguage } from "../../sdk/api/client-registry.js";
import { addTexts, createI18n, directionOf, type I18n } from "../../sdk/i18n/i18n.js";
import type { Language } from "../../sdk/i18n/languages.js";
import type { CataloguePart } from "../../sdk/i18n/locales/en-us.js";

// One private i18next instance per language, shared by the elements of this SDK on the page.
const instances = new Map<Language, Promise<I18n>>();
// The instances already loaded: a screen mounted after its language loaded renders at once.
const loaded = new Map<Language, I18n>();

function instanceFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language).then((i18n) => {
      loaded.set(language, i18n);
      return i18n;
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Loads a language before rendering: the server renders first screens in one pass (issue 22). */
export const preloadLanguage = (language: Language): Promise<unknown> => instanceFor(language);

function translationOf(i18n: I18n, language: Language, texts: CataloguePart | undefined): Translation {
  if (texts) addTexts(i18n, texts);
  return { t: i18n.t.bind(i18n), language, dir: directionOf(language) };
}

export interface Translation {
  t: I18n["t"];
  language: Language;
  dir: "ltr" | "rtl";
}

/**
 * Resolves the translation for a language; undefined until the first one loads, then the last one loaded. `texts`: the en-us texts
 * this element shows beyond the landing page's (the fallback when a language lacks a key, and en-us itself).
 */
export function useI18n(language: Language, texts?: CataloguePart): Translation | undefined {
  const [state, setState] = useState<Translation | undefined>(() => {
    const ready = loaded.get(language);
    return ready && translationOf(ready, language, texts);
  });
  useEffect(() => {
    let live = true;
    setApiLanguage(language);
    instanceFor(language).then((i18n) => {
      if (live) setState(translationOf(i18n, language, texts));
    });
    return () => {
      live = false;
    };
  }, [language, texts]);
  // While another language loads, the screen keeps the one it shows: unmounting it would lose what the
  // fan typed. Undefined only before the first language is there.
  return state;
}
