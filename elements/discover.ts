import { elementTags } from "./entries.mjs";
import { undefinedElementsCss } from "./runtime/reserved-height.js";

/** One sheet for every root: each element's space is held before its code arrives (no layout shift). */
let reserveSheet: CSSStyleSheet | undefined;
function reserveSpace(root: Document | ShadowRoot): void {
  // Constructed sheets are not inline styles: a host's strict CSP (style-src 'self') allows them.
  if (!("adoptedStyleSheets" in root) || typeof CSSStyleSheet.prototype.replaceSync !== "function") return;
  if (!reserveSheet) {
    reserveSheet = new CSSStyleSheet();
    reserveSheet.replaceSync(undefinedElementsCss());
  }
  if (!root.adoptedStyleSheets.includes(reserveSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, reserveSheet];
}

/**
 * Finds `campaign-*` tags under a root, now and as they are added, and imports each element's module
 * the first time its tag appears (`importElement`: a URL import for the script tag, the package's own
 * module map for bundlers). The autoloader runs it on the document; a host that renders elements
 * inside its own shadow root (a web-component framework, a design system) calls it on that root, which no
 * observer on the document can see into. Open shadow roots already in the root are searched once.
 */
export function createDiscover(
  importElement: (tag: string) => Promise<unknown>,
  where = "its module",
): (root: Document | ShadowRoot | Element) => void {
  const known = new Set<string>(elementTags);
  const requested = new Set<string>();
  const watched = new WeakSet<Node>();

  const load = (tag: string) => {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    importElement(tag).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[campaign autoloader] could not load <${tag}> from ${where}`, error);
    });
  };

  const scan = (root: ParentNode) => {
    if (root instanceof Element && known.has(root.localName)) load(root.localName);
    for (const element of root.querySelectorAll("*")) {
      if (known.has(element.localName)) load(element.localName);
      if (element.shadowRoot && !known.has(element.localName)) discover(element.shadowRoot);
    }
  };

  const discover = (root: Document | ShadowRoot | Element) => {
    if (watched.has(root)) return;
    watched.add(root);
    if (!(root instanceof Element)) reserveSpace(root);
    scan(root);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      }
    }).observe(root instanceof Document ? root.documentElement : root, { childList: true, subtree: true });
  };
  return discover;
}
