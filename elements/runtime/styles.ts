/**
 * Styles reach a shadow root through constructable stylesheets: a strict host CSP (`style-src 'self'`)
 * blocks an inline <style>, but not `adoptedStyleSheets` (shared/notes/web-components.md §2.2).
 * One sheet per element class, shared by every instance. Without a DOM, a text-only stand-in (below).
 */
export function createSheet(cssText: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === "undefined") return textOnlySheet(cssText);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

export function adoptSheets(root: ShadowRoot, sheets: ReadonlyArray<CSSStyleSheet | undefined>): void {
  const wanted = sheets.filter((s): s is CSSStyleSheet => s !== undefined);
  // Append, never overwrite: something else may have adopted sheets too.
  const missing = wanted.filter((s) => !root.adoptedStyleSheets.includes(s));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

const TEXT = Symbol("cssText");

/**
 * Without a DOM (the server rendering a first screen, issue 22) a sheet is only its text, for the
 * server's inline <style>: never adopted (adoptSheets needs a shadow root), read through sheetText().
 */
function textOnlySheet(cssText: string): CSSStyleSheet {
  return { [TEXT]: cssText } as unknown as CSSStyleSheet;
}

/** The text of a sheet made without a DOM; undefined for a real one. */
export function sheetText(sheet: CSSStyleSheet | undefined): string | undefined {
  return (sheet as { [TEXT]?: string } | undefined)?.[TEXT];
}
