import { z } from "zod/mini";
import type { ApiClient } from "../../sdk/api/client.js";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import type { Language } from "../../sdk/i18n/languages.js";
import { exitIntentDelay, skipsExitIntent } from "../../sdk/machines/exit-intent.js";
import { parseRoute } from "../../sdk/routing/parse-route.js";
import { runsInFrame } from "../in-frame.js";
import { type ExitIntentController, startExitIntent } from "./exit-intent.js";
import { exitIntentStateStore } from "./state-store.js";
import { watchTriggers } from "./triggers.js";

// The hosted site's exit intent (engagement §4): <campaign-exit-intent> opens as a modal over the page
// when a visitor shows they are leaving; see docs/embedding.md "Exit intent".

const loadElement = () => import("../../elements/exit-intent/define.js");

/** engagement §9: mobile width up to 768 px. */
const isMobile = () => window.matchMedia("(max-width: 768px)").matches;

const CloseDetailSchema = z.catch(z.object({ result: z.catch(z.boolean(), false) }), { result: false });

export interface SiteExitIntentOptions {
  client: ApiClient;
  lookup: CampaignLookup & { campaign: NonNullable<CampaignLookup["campaign"]> };
  language: Language;
  /** The site's pages: registrations bubble up to it, step changes go back through it. */
  root: HTMLElement;
  preview: boolean;
}

/** Opens the pop-up; resolves what it closed with (true past step 1). */
async function openPopup({ lookup, language, root }: SiteExitIntentOptions): Promise<boolean> {
  await loadElement();
  const element = document.createElement("campaign-exit-intent");
  element.setAttribute("campaign", lookup.campaign.uri);
  element.setAttribute("lang", language);
  element.setAttribute("kind", "exit");
  Object.assign(element, { campaignData: lookup });
  // Its own place on the page: the site replaces the pages in root on every step.
  document.body.append(element);
  return new Promise((resolve) => {
    element.addEventListener("stepchange", (event) => {
      event.stopPropagation();
      root.dispatchEvent(new CustomEvent("stepchange", { detail: (event as CustomEvent).detail }));
    });
    element.addEventListener(
      "close",
      (event) => {
        element.remove();
        resolve(CloseDetailSchema.parse((event as CustomEvent).detail).result);
      },
      { once: true },
    );
  });
}

export function setUpSiteExitIntent(options: SiteExitIntentOptions): ExitIntentController {
  const { client, lookup, root } = options;
  const campaign = lookup.campaign;
  const skipped = () => {
    const route = parseRoute(location.pathname, location.search);
    return skipsExitIntent({
      knownFan: fanStore.get(campaign.oid).status === "fan",
      step: "step" in route ? route.step : undefined,
      type: campaign.type,
      preview: options.preview || route.kind.startsWith("preview"),
      embedded: runsInFrame(window),
    });
  };
  const controller = startExitIntent({
    store: exitIntentStateStore(campaign.oid),
    skipped,
    watch: (onTrigger) => watchTriggers({ window, document, mobile: isMobile() }, onTrigger),
    showPopup: () => openPopup(options),
    onArmed: () => void loadElement().catch(() => undefined),
    // engagement §9: 2.5 s after load; the page, the fan's lookup and this chunk took part of it already.
    delayMs: exitIntentDelay(performance.now()),
  });
  root.addEventListener("registered", () => controller.registered());
  window.addEventListener("pagehide", () => controller.left(), { once: true });
  // Known fans are skipped: make sure the fan is loaded before the delay runs out.
  void fanStore.load(client, campaign.oid);
  return controller;
}
