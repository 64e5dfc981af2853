import { directionOf, type Language } from "../../../../sdk/i18n/languages.js";
import { escapeHtml } from "../../pages/render-page.js";
import { emailColors } from "./email-colors.js";

// The HTML part of every email (issue 17): what mail clients render reliably. Tables for layout, inline
// styles, a 560px card, system fonts, no images and nothing loaded from elsewhere. The campaign's name
// heads it in the campaign's colour; `lang` and `dir` follow the fan's language (Arabic reads right to
// left). Every text is escaped whole where it is written: texts and values alike reach here unescaped.

export type EmailBlock =
  | { type: "text"; text: string }
  | { type: "code"; label: string; code: string }
  | { type: "button"; label: string; url: string }
  | { type: "link"; hint: string; url: string }
  | { type: "note"; text: string };

export interface EmailLayout {
  language: Language;
  /** The title of the document (the subject). */
  title: string;
  campaignName: string;
  color: string | undefined;
  heading: string;
  blocks: readonly EmailBlock[];
  /** Why the fan receives the email, and the unsubscribe link when the email carries one. */
  footer: { why: string; unsubscribe?: { label: string; url: string } | undefined };
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const MONO = "font-family:'SFMono-Regular',Menlo,Consolas,'Courier New',monospace;";

export function renderHtmlEmail(layout: EmailLayout): string {
  const { language } = layout;
  const dir = directionOf(language);
  const align = dir === "rtl" ? "right" : "left";
  const colors = emailColors(layout.color);
  const e = escapeHtml;

  const block = (b: EmailBlock): string => {
    switch (b.type) {
      case "text":
        return `<p style="margin:0 0 16px;">${e(b.text)}</p>`;
      case "note":
        return `<p style="margin:0 0 16px;font-size:14px;color:#4b5563;">${e(b.text)}</p>`;
      case "code":
        return (
          `<p style="margin:0 0 8px;">${e(b.label)}</p>` +
          `<p dir="ltr" style="margin:0 0 20px;padding:16px;background-color:#f3f4f6;border-radius:6px;` +
          `text-align:center;${MONO}font-size:32px;line-height:1.2;font-weight:bold;letter-spacing:6px;` +
          `color:#111827;">${e(b.code)}</p>`
        );
      case "button":
        return (
          `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;">` +
          `<tr><td style="border-radius:6px;background-color:${colors.brand};">` +
          `<a href="${e(b.url)}" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;` +
          `font-weight:bold;line-height:1.2;color:${colors.onBrand};text-decoration:none;border-radius:6px;">` +
          `${e(b.label)}</a></td></tr></table>`
        );
      case "link":
        return (
          `<p style="margin:0 0 16px;font-size:14px;color:#4b5563;">${e(b.hint)}<br>` +
          `<a dir="ltr" href="${e(b.url)}" style="color:${colors.link};word-break:break-all;">${e(b.url)}</a></p>`
        );
      default:
        return b satisfies never;
    }
  };

  const unsubscribe = layout.footer.unsubscribe;
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(layout.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;background-color:#ffffff;border-radius:8px;${FONT}">
<tr><td style="padding:20px 24px;background-color:${colors.brand};color:${colors.onBrand};border-radius:8px 8px 0 0;text-align:${align};font-size:20px;font-weight:bold;line-height:1.3;">${e(layout.campaignName)}</td></tr>
<tr><td style="padding:24px;text-align:${align};font-size:16px;line-height:1.5;color:#111827;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${e(layout.heading)}</h1>
${layout.blocks.map(block).join("\n")}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;text-align:${align};font-size:12px;line-height:1.5;color:#4b5563;">
<p style="margin:0;">${e(layout.footer.why)}</p>${
    unsubscribe
      ? `\n<p style="margin:8px 0 0;"><a href="${e(unsubscribe.url)}" style="color:${colors.link};">${e(unsubscribe.label)}</a></p>`
      : ""
  }
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
