/**
 * Styles reach a shadow root through constructable stylesheets: a strict host CSP (`style-src 'self'`)
 * blocks an inline <style>, but not `adoptedStyleSheets` (shared/notes/web-components.md §2.2).
 * One sheet per element class, shared by every instance. Returns undefined without a DOM.
 */
export function createSheet(cssText: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === "undefined") return undefined;
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
