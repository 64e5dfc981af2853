import { LANGUAGES, type Language } from "../sdk/i18n/languages.js";
import type { Translator } from "../sdk/i18n/translate.js";

/** The product's own site, promoted in the footer (engagement §1). */
export const PROVIDER_URL = "https://fan-campaigns.example/";

/** Each language under its own name, so a fan finds theirs whatever the page shows now. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  "en-us": "English (US)",
  ar: "العربية",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  nl: "Nederlands",
};

export interface FooterOptions {
  /** The provider link (core-journey §2 per-type switch "registration footer"). */
  provider: boolean;
  language: Language;
  /** The fan chose another language; absent: no picker (the preview follows the admin tool). */
  onLanguage?: (language: Language) => void;
}

/** Link promoting the provider, with the campaign name as a tracking parameter (engagement §1). */
function providerLink(i18n: Translator, campaignName: string): HTMLAnchorElement {
  const link = document.createElement("a");
  const url = new URL(PROVIDER_URL);
  url.searchParams.set("utm_source", "campaign-footer");
  url.searchParams.set("utm_campaign", campaignName);
  link.href = url.href;
  link.rel = "noopener";
  link.textContent = i18n.t("footer.poweredBy");
  return link;
}

function languagePicker(i18n: Translator, current: Language, onLanguage: (language: Language) => void) {
  const label = document.createElement("label");
  label.className = "site-language";
  label.append(`${i18n.t("footer.language")} `);
  const select = document.createElement("select");
  for (const language of LANGUAGES) {
    const option = new Option(LANGUAGE_NAMES[language], language, false, language === current);
    option.lang = language;
    select.append(option);
  }
  select.addEventListener("change", () => {
    const chosen = LANGUAGES.find((language) => language === select.value);
    if (chosen) onLanguage(chosen);
  });
  label.append(select);
  return label;
}

/** The page's footer: the provider link where the campaign type shows it, and the language picker. */
export function renderFooter(
  i18n: Translator,
  campaignName: string,
  options: FooterOptions,
): HTMLElement | undefined {
  const parts: HTMLElement[] = [];
  if (options.provider) parts.push(providerLink(i18n, campaignName));
  if (options.onLanguage) parts.push(languagePicker(i18n, options.language, options.onLanguage));
  if (parts.length === 0) return undefined;
  const footer = document.createElement("footer");
  footer.className = "site-footer";
  footer.append(...parts);
  return footer;
}
