import { useEffect, useState } from "react";
import { setApiLanguage } from "../../sdk/api/client-registry.js";
import { addTexts, createI18n, directionOf, type I18n } from "../../sdk/i18n/i18n.js";
import type { Language } from "../../sdk/i18n/languages.js";
import type { CataloguePart } from "../../sdk/i18n/locales/en-us.js";

// One private i18next instance per language, shared by the elements of this SDK on the page.
const instances = new Map<Language, Promise<I18n>>();

function instanceFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
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
  const [state, setState] = useState<Translation>();
  useEffect(() => {
    let live = true;
    setApiLanguage(language);
    instanceFor(language).then((i18n) => {
      if (texts) addTexts(i18n, texts);
      if (live) setState({ t: i18n.t.bind(i18n), language, dir: directionOf(language) });
    });
    return () => {
      live = false;
    };
  }, [language, texts]);
  // While another language loads, the screen keeps the one it shows: unmounting it would lose what the
  // fan typed. Undefined only before the first language is there.
  return state;
}
