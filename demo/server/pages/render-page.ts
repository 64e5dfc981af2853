import { safeHttpUrl } from "../../../sdk/campaign/safe-url.js";
import { HERO_SIZES, heroSrcset } from "../../../sdk/flow/hero-resource.js";
import { directionOf, type Language } from "../../../sdk/i18n/languages.js";
import type { CampaignUriQuery } from "../../../sdk/routing/route-target.js";
import { SOCIAL_CONFIG_ELEMENT_ID, type SocialConfig } from "../../../sdk/social/social-config.js";

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
}

/**
 * Replaces the first match with `text` taken literally: a string replacement would read `$'`, `` $` ``
 * and `$&` in campaign text as patterns and copy the page's own markup into the title or an attribute.
 */
const insert = (html: string, pattern: string | RegExp, text: string): string =>
  html.replace(pattern, () => text);

/**
 * A hero URL the page may preload: a path on this site as stored (the element resolves it against the
 * same origin, so both fetches are one), or an absolute http(s) URL; nothing else reaches an attribute.
 */
function preloadableUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return safeHttpUrl(url);
}

/** What the page reads of a lookup answer (embedded whole); resolve-lookup.ts's LookupAnswer is one. */
interface PageLookup {
  campaign?: {
    name?: string;
    presentation?: {
      metaTitle?: string | undefined;
      metaDescription?: string | undefined;
      color?: string | undefined;
    };
  };
  tour?: { name?: string };
}

/**
 * The site's HTML shell with the campaign-uri answer embedded, so the first view needs no API round
 * trip, and the campaign's title and description for link previews.
 */
export function renderPage(
  shell: string,
  /** The answer, and the GET /campaign-uri query it answers (the site primes its client with both). */
  lookup?: { target: CampaignUriQuery; answer: PageLookup },
  options: {
    stripePublishableKey?: string | undefined;
    previewOrigins?: readonly string[] | undefined;
    /** The social services the follow page may use (engagement §7), read by <campaign-follow>. */
    social?: SocialConfig | undefined;
    /**
     * The first screen's hero image (sdk/flow/hero-image.ts heroResourceOf): preloaded, it no longer waits
     * for the script; a photo the server sizes is preloaded as the copy the screen needs (its srcset).
     */
    heroImage?: { url?: string | undefined; widths?: readonly number[] | undefined } | undefined;
    /** The first screen the server rendered (first-screen-markup.ts), in the fan's language. */
    firstScreen?: { html: string; language: Language } | undefined;
  } = {},
): string {
  // The payment screen needs Stripe's publishable key when the server takes real card payments.
  const key = options.stripePublishableKey;
  let template =
    key && /^pk_[A-Za-z0-9_]+$/.test(key)
      ? insert(shell, "</head>", `<meta name="campaign-stripe-key" content="${key}" />\n  </head>`)
      : shell;
  const hero = preloadableUrl(options.heroImage?.url);
  if (hero) {
    // The same srcset and sizes as the element's <img>, so the preload is the copy the image then uses.
    const srcset = heroSrcset(options.heroImage?.url, options.heroImage?.widths, (path) => path);
    const sized = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${HERO_SIZES}"` : "";
    template = insert(
      template,
      "</head>",
      `<link rel="preload" as="image" href="${escapeHtml(hero)}"${sized} fetchpriority="high" />\n  </head>`,
    );
  }
  if (options.firstScreen) {
    const { html, language } = options.firstScreen;
    template = insert(
      template,
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language}" dir="${directionOf(language)}">`,
    );
    template = template.replace(
      /(<main id="app"[^>]*>)<\/main>/,
      (_, main: string) => `${main}${html}</main>`,
    );
  }
  if (options.social && Object.keys(options.social).length > 0) {
    const config = `<script type="application/json" id="${SOCIAL_CONFIG_ELEMENT_ID}">${jsonForScript(options.social)}</script>`;
    template = insert(template, "</head>", `${config}\n  </head>`);
  }
  // The preview pages read the origins allowed to drive them (sdk/preview PreviewPageConfigSchema).
  if (options.previewOrigins) {
    const config = `<script type="application/json" id="preview-config">${jsonForScript({
      origins: options.previewOrigins,
    })}</script>`;
    return insert(template, "<!--campaign-data-->", config);
  }
  if (!lookup) return template;
  const data = `<script type="application/json" id="campaign-data">${jsonForScript({
    target: lookup.target,
    answer: { status: 200, data: lookup.answer },
  })}</script>`;
  let html = insert(template, "<!--campaign-data-->", data);
  const { campaign, tour } = lookup.answer;
  const title = campaign?.presentation?.metaTitle ?? campaign?.name ?? tour?.name;
  if (title) html = insert(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const description = campaign?.presentation?.metaDescription;
  if (description) {
    html = insert(
      html,
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const color = campaign?.presentation?.color;
  if (color && /^#[0-9a-f]{3,8}$/i.test(color)) {
    html = insert(
      html,
      /<meta name="theme-color" content="[^"]*" \/>/,
      `<meta name="theme-color" content="${color}" />`,
    );
  }
  return html;
}
