import { createDiscover } from "./discover.js";

/**
 * <script src="…/elements/autoloader.js">: imports an element's module the first time its tag appears
 * in the page, now or later (single-page sites). Nothing else loads. A host rendering elements inside
 * its own shadow root calls `window.campaignElements.discover(shadowRoot)` (docs/elements.md).
 */
(() => {
  if (typeof document === "undefined" || typeof customElements === "undefined") return;
  // currentScript is null when the tag was inserted by script or is a module: then find the tag itself.
  const script = (document.currentScript ||
    document.querySelector('script[src*="/elements/autoloader"]')) as HTMLScriptElement | null;
  const base = new URL(".", script ? script.src : location.href).href;
  const discover = createDiscover((tag) => import(/* @vite-ignore */ `${base}${tag}.js`), base);
  (globalThis as { campaignElements?: { discover: typeof discover } }).campaignElements = { discover };
  discover(document);
})();
