import { createHash } from "node:crypto";
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { createElement } from "react";
import "../../../elements/register/define.js";
import "../../../elements/welcome/define.js";
import { definitionsWithoutDom } from "../../../elements/runtime/define-element.js";
import { sheetText } from "../../../elements/runtime/styles.js";
import { preloadLanguage } from "../../../elements/runtime/use-i18n.js";
import { loadFirstViewSchemas } from "../../../sdk/campaign/lazy-lookup.js";
import type { IndexPage } from "../../../sdk/flow/index-page.js";
import { countryNames } from "../../../sdk/i18n/countries.js";
import type { Language } from "../../../sdk/i18n/languages.js";
import { preloadEventDates } from "../../../sdk/i18n/zoned-dates.js";
import { loadCallingCodes } from "../../../sdk/validation/mobile-number.js";
import { loadStateNames } from "../../../sdk/validation/state.js";
import { escapeHtml } from "./render-page.js";
import { SERVED_TAPS_SCRIPT, SERVED_TAPS_SOURCE } from "./served-taps.js";

/** The element each first screen the server renders is (site/step-elements.ts). */
const TAGS: Record<IndexPage, `campaign-${string}`> = {
  welcome: "campaign-welcome",
  register: "campaign-register",
};

export interface FirstScreenMarkup {
  /** The element with its shadow root as declarative shadow DOM, for `<main id="app">`. */
  html: string;
  /** The CSP source of the one inline <style> inside it ('sha256-…'): the page allows it by its hash. */
  styleSource: string;
  /** The CSP source of the inline script after it that keeps an early tap (served-taps.ts). */
  scriptSource: string;
}

const unescapeAttribute = (text: string) =>
  text.replace(/&(quot|amp|#39|lt|gt);/g, (_, name: string) =>
    name === "quot" ? '"' : name === "amp" ? "&" : name === "#39" ? "'" : name === "lt" ? "<" : ">",
  );

/**
 * A strict CSP blocks style attributes, so each one the components wrote (the campaign colour, a hero's
 * aspect ratio) becomes a rule of the hashed <style>, on an attribute naming it.
 */
function liftStyleAttributes(html: string): { html: string; css: string } {
  const rules: string[] = [];
  const lifted = html.replace(/ style="([^"]*)"/g, (_, style: string) => {
    // `<` cannot close the <style> element from inside a rule.
    rules.push(`[data-served-style="${rules.length}"]{${unescapeAttribute(style).replace(/</g, "\\3c ")}}`);
    return ` data-served-style="${rules.length - 1}"`;
  });
  return { html: lifted, css: rules.join("") };
}

/**
 * Issue 22: the route's first screen rendered by the element's own component and sheets, from the campaign
 * the page embeds, in the fan's language. The element takes it over when its code arrives
 * (elements/runtime/served-screen.ts). Undefined when the screen cannot render here (the site renders it).
 */
export async function renderFirstScreen(input: {
  page: IndexPage;
  /** The campaign-uri answer the page embeds (the element's `campaignData`). */
  lookup: unknown;
  uri: string;
  language: Language;
  referralCode?: string | undefined;
  /** The element's `api-base`, for a page on another origin (GET /first-screen); the site's is its own. */
  apiBase?: string | undefined;
}): Promise<FirstScreenMarkup | undefined> {
  const tag = TAGS[input.page];
  const definition = definitionsWithoutDom.get(tag);
  if (!definition) return undefined;
  // The texts, the event dates and the +61 hint render at once: the fan reads them before any code arrives.
  // The element parses its campaignData with them at the first render once they are loaded (issue 22).
  await Promise.all([
    preloadLanguage(input.language),
    preloadEventDates(input.language),
    loadCallingCodes(),
    loadStateNames(),
    loadFirstViewSchemas(),
  ]);
  // A client makes the country names after its first render (elements/form/use-country-names.ts); here
  // they are made first, so a served picker is named.
  countryNames(input.language);
  const props = {
    campaign: input.uri,
    lang: input.language,
    campaignData: input.lookup,
    ...(input.referralCode && { referralCode: input.referralCode }),
    // On a promoter's page the campaign's assets (the hero) resolve against the campaign site.
    ...(input.apiBase && { apiBase: input.apiBase }),
  };
  // `react` is preact/compat here (scripts/preact-aliases.mjs): the vnode is preact's.
  const rendered = renderToString(createElement(definition.component, props) as unknown as VNode);
  // Enter in a served field before the code arrives must not send the form to the page's address (the
  // fan's details in a URL, a reload losing them): a dialog-method form outside a dialog submits nowhere.
  const { html, css } = liftStyleAttributes(rendered.replace(/<form(?=[\s>])/g, '<form method="dialog"'));
  const sheets = (definition.sheets ?? []).map(sheetText).join("\n");
  const style = `${sheets}\n${css}`;
  const hash = createHash("sha256").update(style).digest("base64");
  const attributes = [
    `campaign="${escapeHtml(input.uri)}"`,
    `lang="${input.language}"`,
    ...(input.referralCode ? [`referral-code="${escapeHtml(input.referralCode)}"`] : []),
    ...(input.apiBase ? [`api-base="${escapeHtml(input.apiBase)}"`] : []),
  ].join(" ");
  return {
    html: `<${tag} ${attributes} data-first-screen><template shadowrootmode="open"><style>${style}</style>${html}</template></${tag}><script>${SERVED_TAPS_SCRIPT}</script>`,
    styleSource: `'sha256-${hash}'`,
    scriptSource: SERVED_TAPS_SOURCE,
  };
}
