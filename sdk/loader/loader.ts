/**
 * /loader.js — the script tag a promoter pastes on their own site. No framework, nothing at import
 * time beyond one global, a no-op without a DOM, and one instance however often it is included.
 *
 *   <script async src="https://SITE/loader.js"></script>
 *   <div data-campaign-widget="register-button" data-campaign="p/demo-presale"></div>
 *
 * Calls made before it loads are kept: `window.CampaignLoader = window.CampaignLoader || { q: [] }`
 * then `CampaignLoader.q.push(["mount", element, options])`; after it loaded, the same push runs at once.
 */
import { mountWidgets, scanForWidgets, setWidgetOptions } from "./widgets.js";

interface LoaderGlobal {
  version?: string;
  q?: { push(...commands: unknown[]): void };
  push?: (...commands: unknown[]) => void;
  scan?: () => void;
}

const VERSION = "1";

(() => {
  if (typeof window === "undefined" || typeof document === "undefined") return;
  const existing = (window as unknown as { CampaignLoader?: LoaderGlobal }).CampaignLoader;
  if (existing?.version) return; // already running: a second include does nothing

  const script = document.currentScript as HTMLScriptElement | null;
  const siteOrigin = new URL(script?.src ?? location.href).origin;
  const scan = () => scanForWidgets(document, siteOrigin);

  /** `["scan"]` or `["mount", element, options?]`; anything else is ignored. */
  const run = (command: unknown) => {
    if (!Array.isArray(command)) return;
    const [name, element, options] = command;
    if (name === "scan") scan();
    else if (name === "mount" && element instanceof HTMLElement) {
      setWidgetOptions(element, options);
      mountWidgets([element], siteOrigin);
    }
  };
  const push = (...commands: unknown[]) => commands.forEach(run);

  const queued = existing?.q;
  // `q` stays: code that pushes onto it after the loader ran (a single-page app's later route) runs at once.
  (window as unknown as { CampaignLoader: LoaderGlobal }).CampaignLoader = {
    version: VERSION,
    q: { push },
    push,
    scan,
  };
  if (Array.isArray(queued)) push(...queued);

  const start = () => {
    scan();
    // Widgets added later (single-page sites) are found too.
    new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
})();
