/**
 * The loader's own words: the register modal's label and close button and the frames' titles. The
 * loader carries no catalogue (its 5 KB budget), so it keeps these two from each catalogue
 * (register.title, invite.close); labels.test.ts fails when they drift apart.
 */
const WORDS = {
  en: ["Register", "Close"],
  ar: ["التسجيل", "إغلاق"],
  es: ["Registro", "Cerrar"],
  fr: ["Inscription", "Fermer"],
  de: ["Registrieren", "Schließen"],
  nl: ["Registreren", "Sluiten"],
} as const;

/** A language's primary subtag: en stands for en-us, the one English of the catalogues. */
export type LoaderLanguage = keyof typeof WORDS;

export interface LoaderLabels {
  lang: LoaderLanguage;
  dir: string;
  register: string;
  close: string;
}

/** "FR", "fr-CA", "en_GB" → a language of the table, or undefined (as sdk/i18n's toLanguage). */
export function loaderLanguage(value: string | undefined): LoaderLanguage | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  // Own keys only: "constructor" is `in` every object.
  return Object.keys(WORDS).includes(base as string) ? (base as LoaderLanguage) : undefined;
}

/**
 * The widget's `data-lang`, else the host page's `<html lang>`, else English. The direction is the
 * language's when the widget names one, else the page's own `dir`, else the language's.
 */
export function labelsFor(element: HTMLElement): LoaderLabels {
  const root = document.documentElement;
  const chosen = loaderLanguage(element.dataset.lang);
  const lang = chosen ?? loaderLanguage(root.lang) ?? "en";
  const [register, close] = WORDS[lang];
  const own = lang === "ar" ? "rtl" : "ltr";
  return { lang, dir: (!chosen && root.dir) || own, register, close };
}
