import { EMAIL_CODE_LENGTH, SMS_CODE_LENGTH } from "../api/schemas/code-lengths.js";
import { kept } from "./kept.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { landingTexts } from "./locales/en-us/landing.js";
import type { Catalogue, CataloguePart } from "./locales/en-us.js";

/**
 * Issue 22: the lookup a screen's first render uses, over the same catalogues as i18next, so the first view
 * need not wait for i18next (15 KB gzip) to load; the elements switch to i18next once it has
 * (elements/runtime/use-i18n.ts). It does exactly what the catalogues ask of i18next and no more: nested
 * keys, en-us as the fallback, plural forms by Intl.PluralRules (`_zero` first for a count of 0),
 * `{{name}}` and `{{count, number}}`. translate.test.ts holds it equal to i18next on every key of every
 * language.
 */

export interface TranslateOptions {
  readonly count?: number;
  readonly [name: string]: unknown;
}
export type Translate = (key: string, options?: TranslateOptions) => string;

interface Texts {
  [key: string]: string | Texts;
}

/** i18next's `interpolation.defaultVariables` (i18n.ts): the code lengths the verification texts name. */
export const DEFAULT_VARIABLES: Readonly<Record<string, number>> = {
  smsCodeLength: SMS_CODE_LENGTH,
  emailCodeLength: EMAIL_CODE_LENGTH,
};

// en-us ships in parts: the landing page's texts here, an element's own with it (addEnUsTexts).
const enUsTexts: Texts = {};
const catalogues = new Map<Language, Texts>([["en-us", enUsTexts]]);

function mergeMissing(into: Texts, part: Readonly<Texts>): void {
  for (const [key, value] of Object.entries(part)) {
    const present = into[key];
    if (typeof value === "string") {
      if (present === undefined) into[key] = value;
    } else if (typeof present === "object") mergeMissing(present, value);
    else if (present === undefined) {
      const branch: Texts = {};
      into[key] = branch;
      mergeMissing(branch, value);
    }
  }
}

/** Adds en-us texts an element shows beyond the landing page's (deep, never overwriting). */
export function addEnUsTexts(...parts: readonly CataloguePart[]): void {
  for (const part of parts) mergeMissing(enUsTexts, part as Texts);
}
addEnUsTexts(landingTexts);

/** Every en-us text added so far, for an i18next instance created later. */
export const enUsTextsSoFar = (): CataloguePart => enUsTexts as CataloguePart;

const loaders: Record<Exclude<Language, "en-us">, () => Promise<Catalogue>> = {
  ar: () => import("./locales/ar.js").then((m) => m.ar),
  es: () => import("./locales/es.js").then((m) => m.es),
  fr: () => import("./locales/fr.js").then((m) => m.fr),
  de: () => import("./locales/de.js").then((m) => m.de),
  nl: () => import("./locales/nl.js").then((m) => m.nl),
};

/** A whole catalogue (for en-us, the server's and tests' way: it loads every part). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === "en-us" ? import("./locales/en-us.js").then((m) => m.enUs) : loaders[language]();
}

function find(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: Language, count: number): string =>
  kept(pluralRules, language, () => new Intl.PluralRules(language)).select(count);

/** The text of `key` in `language`, else en-us; a counted key's plural form first. */
function lookUp(language: Language, key: string, count: unknown): string | undefined {
  const codes = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  for (const code of codes) {
    const texts = catalogues.get(code);
    const counted = count !== undefined && typeof count !== "string";
    const keys = [
      ...(counted && count === 0 ? [`${key}_zero`] : []),
      ...(counted ? [`${key}_${pluralOf(code, count as number)}`] : []),
      key,
    ];
    for (const candidate of keys) {
      const text = find(texts, candidate);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

const PLACEHOLDER = /{{(.+?)}}/g;

function interpolate(text: string, language: Language, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [name = "", format] = inside.split(",").map((part) => part.trim());
    const value = Object.hasOwn(options, name) ? options[name] : DEFAULT_VARIABLES[name];
    // i18next leaves a placeholder it has no value for, and writes nothing for a value given as undefined.
    if (value === undefined) return Object.hasOwn(options, name) ? "" : placeholder;
    if (value === null) return "";
    return format === "number" ? new Intl.NumberFormat(language).format(value as number) : String(value);
  });
}

/** The lookup for `language`, once its catalogue is here (en-us always is); else undefined. */
export function translateNow(language: Language): Translate | undefined {
  if (!catalogues.has(language)) return undefined;
  return (key, options = {}) => {
    const text = lookUp(language, key, options.count);
    return text === undefined ? key : interpolate(text, language, options);
  };
}

/** The lookup for `language`, loading its catalogue first. */
export async function loadTranslate(language: Language): Promise<Translate> {
  if (!catalogues.has(language)) catalogues.set(language, (await loadCatalogue(language)) as Texts);
  return translateNow(language) as Translate;
}

/** What a plain-DOM page (the hosted site's shell) needs of a translation. */
export interface Translator {
  readonly t: Translate;
}

/** A Translator for `language`, its catalogue loaded. */
export const loadTranslator = async (language: Language): Promise<Translator> => ({
  t: await loadTranslate(language),
});
