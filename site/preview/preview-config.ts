import { PreviewPageConfigSchema } from "../../sdk/preview/messages.js";

/** The id of the JSON the server embeds in the preview pages (demo/server/pages/render-page.ts). */
export const PREVIEW_CONFIG_ID = "preview-config";

/**
 * The origins trusted to drive this preview page, parsed from the page (a boundary like any other).
 * Missing or invalid: none, so every message is ignored.
 */
export function readPreviewOrigins(doc: Pick<Document, "getElementById">): string[] {
  const text = doc.getElementById(PREVIEW_CONFIG_ID)?.textContent ?? "";
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = PreviewPageConfigSchema.safeParse(data);
  if (!parsed.success) {
    console.warn("[preview] no valid trusted origins in the page: every preview message will be ignored");
    return [];
  }
  return parsed.data.origins;
}
