import type { Hono } from "hono";
import { directionOf, type Language, pickLanguage } from "../../../sdk/i18n/languages.js";
import { ar } from "../../../sdk/i18n/locales/ar.js";
import { de } from "../../../sdk/i18n/locales/de.js";
import { type Catalogue, enUs } from "../../../sdk/i18n/locales/en-us.js";
import { es } from "../../../sdk/i18n/locales/es.js";
import { fr } from "../../../sdk/i18n/locales/fr.js";
import { nl } from "../../../sdk/i18n/locales/nl.js";
import { acceptedLanguages } from "../messaging/compose/message-language.js";
import { escapeHtml } from "../pages/render-page.js";
import { pageSecurityHeaders } from "../security-headers.js";
import { SPOTIFY_CALLBACK_PATH } from "./social-config.js";

// The page the OAuth popup comes back to (engagement §7 Spotify connect), on the campaign site's origin.
// Its script posts the code and state to the opener, to this origin only, and closes the popup. The
// script is a file of its own: the strict CSP allows no inline script.

const CALLBACK_SCRIPT_PATH = "/oauth/callback.js";

const callbackScript = `(() => {
  const query = new URLSearchParams(location.search);
  const message = { type: "campaign-oauth-callback", provider: "spotify", state: query.get("state") || "" };
  const code = query.get("code");
  const error = query.get("error");
  if (code) message.code = code;
  if (error) message.error = error;
  if (!code && !error) message.error = "no_code";
  if (window.opener) {
    window.opener.postMessage(message, location.origin);
    window.close();
  } else {
    document.getElementById("close").hidden = false;
  }
})();
`;

// Imported, not loaded on demand: the server is bundled as one file.
const CATALOGUES: Record<Language, Catalogue> = { "en-us": enUs, ar, es, fr, de, nl };

/** The browser's preferred language among the six (accept-language, in its order). */
const languageOf = (acceptLanguage: string | undefined) => pickLanguage(...acceptedLanguages(acceptLanguage));

export function registerOAuthCallback(app: Hono): void {
  app.get(SPOTIFY_CALLBACK_PATH, (c) => {
    const language = languageOf(c.req.header("accept-language"));
    const catalogue = CATALOGUES[language];
    const title = escapeHtml(catalogue.common.loading);
    const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/assets/dev.css"></head>
<body><main><h1>${title}</h1>
<p id="close" hidden>${escapeHtml(catalogue.followSocial.callbackClose)}</p></main>
<script src="${CALLBACK_SCRIPT_PATH}"></script></body></html>`;
    return c.html(html, 200, { ...pageSecurityHeaders(), "cache-control": "no-store" });
  });
  app.get(CALLBACK_SCRIPT_PATH, (c) =>
    c.body(callbackScript, 200, {
      "content-type": "text/javascript; charset=utf-8",
      "x-content-type-options": "nosniff",
      "cache-control": "no-cache",
    }),
  );
}
