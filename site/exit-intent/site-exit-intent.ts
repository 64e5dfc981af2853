import { z } from "zod/mini";
import { callApi } from "../../sdk/api/call-api.js";
import { updateExitIntent } from "../../sdk/api/calls/engagement.js";
import type { ApiClient } from "../../sdk/api/client.js";
import { OidSchema } from "../../sdk/api/schemas/common.js";
import type { ExitIntentState } from "../../sdk/api/schemas/exit-intent.js";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import type { Language } from "../../sdk/i18n/languages.js";
import { exitIntentDelay, skipsExitIntent } from "../../sdk/machines/exit-intent.js";
import { parseRoute } from "../../sdk/routing/parse-route.js";
import { runsInFrame } from "../in-frame.js";
import { type ExitIntentController, startExitIntent } from "./exit-intent.js";
import { type ExitIntentStateStore, exitIntentStateStore } from "./state-store.js";
import { watchTriggers } from "./triggers.js";

// The hosted site's exit intent (engagement §4): <campaign-exit-intent> opens as a modal over the page
// when a visitor shows they are leaving; see docs/embedding.md "Exit intent".

const loadElement = () => import("../../elements/exit-intent/define.js");

/** engagement §9: mobile width up to 768 px. */
const isMobile = () => window.matchMedia("(max-width: 768px)").matches;

const CloseDetailSchema = z.catch(
  z.object({
    result: z.catch(z.boolean(), false),
    recordOid: z.catch(z.optional(OidSchema), undefined),
    recordSecret: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  }),
  { result: false, recordOid: undefined, recordSecret: undefined },
);

/** engagement §4: the states after the pop-up, recorded on the exit-intent record once step 1 made one. */
const RECORDED_STATES: readonly ExitIntentState[] = ["filled", "discarded", "actioned", "done"];

function recordState(client: ApiClient, store: ExitIntentStateStore, state: ExitIntentState): void {
  const record = store.record();
  if (!record || !RECORDED_STATES.includes(state)) return;
  // `done` is sent as the page unloads: keepalive lets the request outlive it. A lost update loses
  // nothing the fan typed (the record has it); the state is bookkeeping.
  void callApi(
    client,
    updateExitIntent,
    // The record's secret: the server changes a record by its oid alone for no one.
    { params: { oid: record.oid }, body: { status: state, secret: record.secret } },
    { keepalive: true },
  ).catch(() => undefined);
}

export interface SiteExitIntentOptions {
  client: ApiClient;
  lookup: CampaignLookup & { campaign: NonNullable<CampaignLookup["campaign"]> };
  /** The page's language now (the fan may switch it in the footer). */
  language: () => Language;
  /** The site's pages: registrations bubble up to it, step changes go back through it. */
  root: HTMLElement;
  preview: boolean;
}

/** Opens the pop-up; resolves what it closed with (true past step 1) and keeps the record it created. */
async function openPopup(
  { lookup, language, root }: SiteExitIntentOptions,
  store: ExitIntentStateStore,
): Promise<boolean> {
  await loadElement();
  const element = document.createElement("campaign-exit-intent");
  element.setAttribute("campaign", lookup.campaign.uri);
  element.setAttribute("lang", language());
  element.setAttribute("kind", "exit");
  Object.assign(element, { campaignData: lookup });
  // Its own place on the page: the site replaces the pages in root on every step.
  document.body.append(element);
  return new Promise((resolve) => {
    element.addEventListener("campaign:stepchange", (event) => {
      event.stopPropagation();
      root.dispatchEvent(new CustomEvent("campaign:stepchange", { detail: (event as CustomEvent).detail }));
    });
    element.addEventListener(
      "campaign:close",
      (event) => {
        element.remove();
        const detail = CloseDetailSchema.parse((event as CustomEvent).detail);
        if (detail.recordOid && detail.recordSecret) {
          store.setRecord({ oid: detail.recordOid, secret: detail.recordSecret });
        }
        resolve(detail.result);
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
  const store = exitIntentStateStore(campaign.oid);
  const controller = startExitIntent({
    store,
    skipped,
    watch: (onTrigger) => watchTriggers({ window, document, mobile: isMobile() }, onTrigger),
    showPopup: () => openPopup(options, store),
    onState: (state) => recordState(client, store, state),
    onArmed: () => void loadElement().catch(() => undefined),
    // engagement §9: 2.5 s after load; the page, the fan's lookup and this chunk took part of it already.
    delayMs: exitIntentDelay(performance.now()),
  });
  root.addEventListener("campaign:registered", () => controller.registered());
  window.addEventListener("pagehide", () => controller.left(), { once: true });
  // Known fans are skipped: make sure the fan is loaded before the delay runs out.
  void fanStore.load(client, campaign.oid);
  return controller;
}
