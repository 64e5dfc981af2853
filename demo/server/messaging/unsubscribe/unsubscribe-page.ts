import { directionOf, type Language } from "../../../../sdk/i18n/languages.js";
import { escapeHtml } from "../../pages/render-page.js";
import { translator } from "../compose/translate.js";

// The page behind an unsubscribe link, in the fan's language. Opening it changes nothing (link scanners
// open every link of an email): its button posts the one-click form (RFC 8058) to the same URL.

export type UnsubscribePage =
  | { state: "ask"; campaign: string; address: string; action: string }
  | { state: "done"; campaign: string }
  | { state: "invalid" };

export function renderUnsubscribePage(language: Language, page: UnsubscribePage): string {
  const t = translator(language);
  const e = escapeHtml;
  let content: string;
  switch (page.state) {
    case "ask":
      content =
        `<p>${e(t("unsubscribePage.question", { campaign: page.campaign, address: page.address }))}</p>\n` +
        `<form method="post" action="${e(page.action)}">` +
        `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">${e(t("unsubscribePage.button"))}</button></form>\n` +
        `<p>${e(t("unsubscribePage.keeps"))}</p>`;
      break;
    case "done":
      content = `<p role="status">${e(t("unsubscribePage.done", { campaign: page.campaign }))}</p>`;
      break;
    case "invalid":
      content = `<p role="alert">${e(t("unsubscribePage.invalid"))}</p>`;
      break;
    default:
      return page satisfies never;
  }
  const title = e(t("unsubscribePage.title"));
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><link rel="stylesheet" href="/assets/dev.css"></head>
<body><main><h1>${title}</h1>
${content}
</main></body></html>`;
}
