/**
 * /loader.js — the script tag a promoter pastes on their own site. No framework, nothing at import
 * time beyond one global, a no-op without a DOM, and one instance however often it is included.
 *
 *   <script async src="https://SITE/loader.js"></script>
 *   <div data-campaign-widget="register-button" data-campaign="p/demo-presale"></div>
 *
 * Calls made before it loads are kept: `window.CampaignLoader = window.CampaignLoader || { q: [] }`
 * then `CampaignLoader.q.push(["mount", element, options])`.
 */
import { mountWidgets, scanForWidgets } from "./widgets.js";

type Command = [name: "mount" | "scan", ...args: unknown[]];

interface LoaderGlobal {
  version?: string;
  q?: Command[];
  push?: (command: Command) => void;
  scan?: () => void;
}

const VERSION = "1";

(() => {
  if (typeof window === "undefined" || typeof document === "undefined") return;
  const existing = (window as unknown as { CampaignLoader?: LoaderGlobal }).CampaignLoader;
  if (existing?.version) return; // already running: a second include does nothing

  const script = document.currentScript as HTMLScriptElement | null;
  const siteOrigin = new URL(script?.src ?? location.href).origin;

  const run = (command: Command) => {
    const [name, ...args] = command;
    if (name === "scan") scanForWidgets(document, siteOrigin);
    else if (name === "mount" && args[0] instanceof HTMLElement) mountWidgets([args[0]], siteOrigin);
  };

  const api: LoaderGlobal = {
    version: VERSION,
    push: run,
    scan: () => scanForWidgets(document, siteOrigin),
  };
  const queued = existing?.q ?? [];
  (window as unknown as { CampaignLoader: LoaderGlobal }).CampaignLoader = api;
  for (const command of queued) if (Array.isArray(command)) run(command);

  const start = () => {
    scanForWidgets(document, siteOrigin);
    // Widgets added later (single-page sites) are found too.
    new MutationObserver(() => scanForWidgets(document, siteOrigin)).observe(document.documentElement, {
      childList: true,
      subtree: true,
    });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
})();
