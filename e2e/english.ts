import type { Page } from "@playwright/test";
import type { Language } from "../sdk/i18n/languages.js";
import { enUs } from "../sdk/i18n/locales/en-us.js";
import { loadCatalogue } from "../sdk/i18n/translate.js";

// Telling en-us texts of ours left on a page shown in another language (languages.spec.ts,
// journey-languages.spec.ts).

export const leaves = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);

/** Every en-us text without placeholders, long enough to be a sentence or a label of its own. */
export const english = [...new Set(leaves(enUs))].filter((text) => !text.includes("{{") && text.length > 4);

/** The text nodes of the page, shadow roots included. */
export const visibleText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
        if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          if (!["SCRIPT", "STYLE"].includes(node.tagName)) walk(node);
        }
      }
    };
    walk(document.body);
    return parts.map((part) => part.trim()).filter(Boolean);
  });

/** The texts of the page that are read out rather than shown (aria-label, alt, title, placeholder). */
export const spokenText = (page: Page) =>
  page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Element | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        for (const name of ["aria-label", "alt", "title", "placeholder"]) {
          const value = element.getAttribute(name)?.trim();
          if (value) parts.push(value);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document.body);
    return parts;
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A catalogue text with placeholders as the pattern of a whole text node (a placeholder: anything). */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join(".+")}$`,
    "s",
  );
const templates = (catalogue: unknown) =>
  [...new Set(leaves(catalogue))].filter((text) => text.includes("{{")).map(patternOf);
// Templates whose own words are letters (not a bare "{{a}}: {{b}}").
const englishTemplates = templates(enUs).filter((pattern) => /[A-Za-z]{2}/.test(pattern.source));
/** en-us names of the generic channels (the catalogue's `channels`), as words inside a text. */
const channelWords = Object.values(enUs.channels).map(
  (word) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, "u"),
);

export interface LeftoverOptions {
  /** Texts that are not ours to translate: the campaign's own (promoter content), the fan's data, brand names. */
  notOurs?: Iterable<string>;
}

/**
 * The page's text nodes that are en-us texts of ours in a page shown in `lang`: a whole en-us text, an
 * en-us text with placeholders filled in, or an en-us channel name inside a text; shown, or read out
 * (aria-label, alt, title, placeholder). A text spelt the same in `lang`'s catalogue is not a leftover.
 */
export async function englishLeftovers(
  page: Page,
  lang: Exclude<Language, "en-us">,
  options: LeftoverOptions = {},
): Promise<string[]> {
  const catalogue = await loadCatalogue(lang);
  const same = new Set(leaves(catalogue));
  const own = templates(catalogue);
  const ownWords = leaves(catalogue).join("\n");
  const notOurs = new Set(options.notOurs);
  const texts = [...(await visibleText(page)), ...(await spokenText(page))];
  return texts.filter((text) => {
    if (notOurs.has(text) || same.has(text)) return false;
    if (english.includes(text)) return true;
    if (!own.some((pattern) => pattern.test(text)) && englishTemplates.some((pattern) => pattern.test(text)))
      return true;
    return channelWords.some((word) => word.test(text) && !word.test(ownWords));
  });
}
