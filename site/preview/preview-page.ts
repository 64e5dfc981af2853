import { callApi } from "../../sdk/api/call-api.js";
import { getTourPreview, previewCampaign, previewFan } from "../../sdk/api/calls/lookup.js";
import { enterPreviewMode, getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Tour } from "../../sdk/api/schemas/tour.js";
import { fanStore } from "../../sdk/fan/fan-store.js";
import { landingPageOf } from "../../sdk/flow/index-page.js";
import { directionOf, type Language, pickLanguage } from "../../sdk/i18n/languages.js";
import { loadTranslator, type Translator } from "../../sdk/i18n/translate.js";
import {
  acceptPreviewMessage,
  type CampaignPreviewMessage,
  PREVIEW_MESSAGE_VERSION,
  type PreviewInboundMessage,
  type PreviewOutboundMessage,
  type PreviewPageKind,
  type TourPreviewMessage,
} from "../../sdk/preview/messages.js";
import { createPreviewFetch, type PreviewSession } from "../../sdk/preview/preview-client.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { stepSchema } from "../../sdk/routing/step-schema.js";
import { renderFooter } from "../footer.js";
import { LANDING_ELEMENTS, type PageElement, STEP_ELEMENTS } from "../step-elements.js";
import { applyThemeColor } from "../theme.js";
import { readPreviewOrigins } from "./preview-config.js";
import { readyTargets } from "./preview-ready.js";

export type PreviewRoute = { kind: "preview-campaign"; step?: Step } | { kind: "preview-tour" };

/** What the page shows now: the last accepted campaign (re-rendered on step changes) or tour. */
interface CampaignView {
  campaign: Campaign;
  step: Step | undefined;
  language: Language | undefined;
}

/** The spinner shown until the first trusted message has been rendered (core-journey §2). */
function showWaiting(root: HTMLElement, i18n: Translator): void {
  const box = document.createElement("div");
  box.className = "preview-waiting";
  box.setAttribute("role", "status");
  const spinner = document.createElement("span");
  spinner.className = "preview-spinner";
  spinner.setAttribute("aria-hidden", "true");
  const label = document.createElement("p");
  label.textContent = i18n.t("preview.waiting");
  box.append(spinner, label);
  root.replaceChildren(box);
}

async function translator(language: Language): Promise<Translator> {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return loadTranslator(language);
}

/**
 * `/preview-page/campaign/{step?}` and `/preview-page/tour/` (engagement §6): the page of an admin tool's
 * draft. It listens for window messages from the trusted origins embedded by the server, asks the
 * server to normalise what it was sent (with the message's preview token), and renders the screens with
 * `preview` set. Preview mode: no fan or account (unless a sample fan is asked for), nothing in
 * localStorage, no page views, no exit intents, and every other API call refused (sdk/preview).
 */
export async function startPreview(root: HTMLElement, route: PreviewRoute): Promise<void> {
  const queryLanguage = new URLSearchParams(location.search).get("lang");
  let language = pickLanguage(queryLanguage);
  let i18n = await translator(language);
  const session: PreviewSession = { token: undefined, refusal: i18n.t("preview.notAvailable") };
  enterPreviewMode(createPreviewFetch(session));
  const client = getApiClient();
  const page: PreviewPageKind = route.kind === "preview-tour" ? "tour" : "campaign";
  const trusted = readPreviewOrigins(document);
  showWaiting(root, i18n);

  let view: CampaignView | undefined;
  let latest = 0;
  let admin: { source: Window; origin: string } | undefined;
  const post = (message: PreviewOutboundMessage) => admin?.source.postMessage(message, admin.origin);

  const setLanguage = async (next: Language) => {
    language = next;
    i18n = await translator(next);
    session.refusal = i18n.t("preview.notAvailable");
  };

  const renderCampaign = async (current: CampaignView) => {
    const { campaign } = current;
    await setLanguage(pickLanguage(current.language, queryLanguage, campaign.settings.defaultLanguage));
    applyThemeColor(campaign.presentation.color);
    document.title = campaign.name;
    const chosen: PageElement =
      (current.step && STEP_ELEMENTS[current.step]) || LANDING_ELEMENTS[landingPageOf(campaign)];
    await chosen.load();
    // The same screen is updated in place, so an edit keeps what was typed in the preview.
    const existing = root.querySelector(chosen.tag);
    const element = existing ?? document.createElement(chosen.tag);
    element.setAttribute("campaign", campaign.uri);
    element.setAttribute("lang", language);
    element.setAttribute("preview", "true");
    Object.assign(element, { campaignData: { campaign } });
    if (!existing) {
      const footer = renderFooter(i18n, campaign.name, { provider: true, language });
      root.replaceChildren(element, ...(footer ? [footer] : []));
    }
    history.replaceState(null, "", `/preview-page/campaign/${current.step ?? ""}${location.search}`);
    post({
      type: "preview-rendered",
      version: PREVIEW_MESSAGE_VERSION,
      page,
      name: campaign.name,
      ...(current.step && { step: current.step }),
    });
  };

  const showCampaign = async (message: CampaignPreviewMessage, turn: number) => {
    const answer = await callApi(client, previewCampaign, { body: message.campaign });
    if (answer.status !== 200) throw new Error(answer.data.message);
    const campaign = answer.data.campaign;
    if (message.sampleFan) {
      const fan = await callApi(client, previewFan, { body: { campaignOid: campaign.oid } });
      if (fan.status !== 200) throw new Error(fan.data.message);
      fanStore.set(campaign.oid, { status: "fan", fan: fan.data });
    } else {
      // engagement §6: preview clears the fan and the account.
      fanStore.set(campaign.oid, { status: "visitor" });
    }
    if (turn !== latest) return;
    const step =
      message.step === null
        ? undefined
        : (message.step ?? view?.step ?? ("step" in route ? route.step : undefined));
    view = { campaign, step, language: message.language };
    await renderCampaign(view);
  };

  const showTour = async (message: TourPreviewMessage, turn: number) => {
    const answer = await callApi(client, getTourPreview, { query: { tour: JSON.stringify(message.tour) } });
    if (answer.status !== 200) throw new Error(answer.data.message);
    if (turn !== latest) return;
    const tour: Tour = answer.data.tour;
    await setLanguage(pickLanguage(message.language, queryLanguage));
    document.title = tour.name;
    await import("../../elements/tour/define.js");
    const existing = root.querySelector("campaign-tour");
    const element = existing ?? document.createElement("campaign-tour");
    element.setAttribute("campaign", tour.uri ?? `t/${tour.urlSlug}`);
    element.setAttribute("lang", language);
    element.setAttribute("preview", "true");
    Object.assign(element, { campaignData: { tour } });
    if (!existing) root.replaceChildren(element);
    post({ type: "preview-rendered", version: PREVIEW_MESSAGE_VERSION, page, name: tour.name });
  };

  const show = async (message: PreviewInboundMessage, turn: number) => {
    const previous = session.token;
    session.token = message.previewToken;
    try {
      if (message.type === "campaign-preview") await showCampaign(message, turn);
      else await showTour(message, turn);
    } catch (error) {
      // A refused token (or draft) changes nothing: the last good token and view stay.
      session.token = previous;
      const text = error instanceof Error ? error.message : String(error);
      console.warn(`[preview] the ${page} preview was not shown: ${text}`);
      post({ type: "preview-error", version: PREVIEW_MESSAGE_VERSION, page, message: text });
    }
  };

  window.addEventListener("message", (event) => {
    const accepted = acceptPreviewMessage({ origin: event.origin, data: event.data }, trusted, page);
    if (!accepted.ok) {
      console.warn(`[preview] ignored a message: ${accepted.reason}`);
      return;
    }
    if (event.source && "postMessage" in event.source) {
      admin = { source: event.source as Window, origin: event.origin };
    }
    latest += 1;
    void show(accepted.message, latest);
  });

  // A screen finished: the preview moves to the step asked for, with the same draft.
  root.addEventListener("campaign:stepchange", (event) => {
    if (!view) return;
    const to = (event as CustomEvent<{ to?: unknown }>).detail?.to;
    const step = stepSchema.safeParse(to);
    if (to !== "landing" && !step.success) return;
    view = { ...view, step: step.success ? step.data : undefined };
    void renderCampaign(view);
  });

  // Tell the admin tool it can send now: only to its origin when it is trusted.
  if (window.parent !== window) {
    const ready: PreviewOutboundMessage = { type: "preview-ready", version: PREVIEW_MESSAGE_VERSION, page };
    for (const origin of readyTargets(trusted, document.referrer)) window.parent.postMessage(ready, origin);
  }
}
