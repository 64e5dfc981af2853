import { elementTags } from "./entries.mjs";

/**
 * <script src="…/elements/autoloader.js">: imports an element's module the first time its tag appears
 * in the page, now or later (single-page sites). Nothing else loads.
 */
(() => {
  if (typeof document === "undefined" || typeof customElements === "undefined") return;
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL(".", script?.src ?? location.href).href;
  const known = new Set<string>(elementTags);
  const requested = new Set<string>();

  const load = (tag: string) => {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    import(/* @vite-ignore */ `${base}${tag}.js`).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[campaign autoloader] could not load <${tag}> from ${base}`, error);
    });
  };

  const scan = (root: ParentNode) => {
    for (const tag of known) {
      if (root.querySelector(`${tag}:not(:defined)`)) load(tag);
    }
  };

  scan(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          if (known.has(node.localName)) load(node.localName);
          scan(node);
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
