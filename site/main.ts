import type { ApiClient } from "../sdk/api/client.js";
import { getApiClient } from "../sdk/api/client-registry.js";
import { lazyLookupCampaign } from "../sdk/campaign/lazy-lookup.js";
import type { CampaignLookup } from "../sdk/campaign/lookup-campaign.js";
import { fanStore } from "../sdk/fan/fan-store.js";
import { authenticate } from "../sdk/flow/authenticate.js";
import { campaignFlow } from "../sdk/flow/campaign-flow.js";
import { indexPageOf, landingPageOf } from "../sdk/flow/index-page.js";
import { stepToPrefetch } from "../sdk/flow/step-navigation.js";
import { typeSwitches } from "../sdk/flow/type-switches.js";
import { directionOf, type Language, pickLanguage } from "../sdk/i18n/languages.js";
import { loadTranslator, type Translator } from "../sdk/i18n/translate.js";
import { isStep, parseRoute, type Route, type Step } from "../sdk/routing/parse-route.js";
import {
  campaignUriQueryOf,
  type RouteTarget,
  routeTargetOf,
  tourUriOf,
} from "../sdk/routing/route-target.js";
import { showBackdrop } from "./backdrop.js";
import { takeEmailLink } from "./email-link.js";
import { primeFromPage } from "./embedded-lookup.js";
import { renderFooter } from "./footer.js";
import { runsInFrame } from "./in-frame.js";
import { loadOrReload, prefetchWhenIdle } from "./load-chunk.js";
import { renderMessage } from "./messages.js";
import { logLookupError, requireCampaign, runStage } from "./middleware.js";
import { sendPageView } from "./page-view.js";
import { settleServedElement, takeServedElement } from "./served-element.js";
import { LANDING_ELEMENTS, type PageElement, STEP_ELEMENTS } from "./step-elements.js";
import { createStepHistory, type Slide } from "./step-history.js";
import { keepSessionToken, streamSlot, takeSessionTokenFromAddress } from "./stream-slot.js";
import { applyThemeColor } from "./theme.js";
import { bufferMessages } from "./widget/message-buffer.js";

const root = document.getElementById("app") as HTMLElement;
const queryLanguage = new URLSearchParams(location.search).get("lang");

async function translator(language: Language): Promise<Translator> {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return loadTranslator(language);
}

async function showNotFound(detail?: string): Promise<void> {
  const i18n = await translator(pickLanguage(queryLanguage));
  document.title = i18n.t("errors.notFound");
  renderMessage(root, i18n.t("errors.notFound"), { text: i18n.t("errors.goHome"), href: "/" }, detail);
}

function applyTheme(lookup: CampaignLookup): void {
  const color = lookup.campaign?.presentation?.color;
  applyThemeColor(color);
  if (color) document.querySelector('meta[name="theme-color"]')?.setAttribute("content", color);
  if (lookup.campaign?.name) document.title = lookup.campaign.name;
}

/** The path prefix of a campaign's pages: the route it was opened with (uri or short URL). */
function basePathOf(route: Route, uri: string): string {
  if (route.kind === "short-url") return `/${route.slug}/`;
  return `/${uri}/`;
}

/** One campaign's pages: which element shows for a step, navigation between steps, page views. */
async function showCampaign(
  client: ApiClient,
  route: Route,
  target: Exclude<RouteTarget, { kind: "tour" }>,
  sessionToken: string | undefined,
): Promise<void> {
  let lookup: CampaignLookup;
  try {
    lookup = await lazyLookupCampaign(client, campaignUriQueryOf(target));
  } catch (error) {
    logLookupError("campaign", location.pathname, error);
    const i18n = await translator(pickLanguage(queryLanguage));
    return showNotFound(i18n.t("errors.campaignAt", { path: location.pathname }));
  }
  let campaign: NonNullable<CampaignLookup["campaign"]>;
  try {
    campaign = requireCampaign(lookup.campaign);
  } catch (error) {
    console.error(error);
    return showNotFound();
  }
  let language = pickLanguage(queryLanguage, campaign.settings?.defaultLanguage);
  applyTheme(lookup);
  showBackdrop(campaign);
  const footerOf = (i18n: Translator): HTMLElement[] => {
    const footer = renderFooter(i18n, campaign.name, {
      // core-journey §2 per-type switches: no registration footer for opt-in and rsvp.
      provider: typeSwitches(campaign.type).registrationFooter,
      language,
      onLanguage: (chosen) => void switchLanguage(chosen),
    });
    return footer ? [footer] : [];
  };
  let footer = footerOf(await translator(language));
  const ended = campaign.endDate !== undefined && new Date(campaign.endDate) < new Date();
  const flow = campaignFlow(campaign);
  const base = basePathOf(route, campaign.uri);
  // Before `search` is kept for the next steps: the link's code leaves the address bar at once.
  let emailLink = takeEmailLink();
  let search = location.search;
  const referralCode = route.kind === "short-url" && lookup.referrer ? route.slug : undefined;
  const steps = createStepHistory(history);
  const urlOf = (step: Step | undefined) => `${base}${step ?? ""}${search}`;

  const render = async (step: Step | undefined, refreshFan = false, slide?: Slide) => {
    // After a screen registered or verified the fan, ask the server again before authenticating.
    const hasFan = await runStage(
      "authenticate",
      async () => (await fanStore.load(client, campaign.oid, refreshFan)).status === "fan",
      false,
    );
    const decision = authenticate({
      flow,
      step,
      indexPage: indexPageOf(campaign.type),
      hasAccount: client.tokens.get() !== undefined,
      hasFan,
      preview: false,
    });
    const asked = step;
    if (decision.kind === "redirect-to-index") step = undefined;
    // An ended campaign shows its finished page, whatever step was asked for (engagement §2).
    if (ended && step !== "finished") step = "finished";
    // The entry records the step it shows; its address changes only when a redirect changed the step.
    steps.replace(step === asked ? undefined : urlOf(step), step ?? "landing");
    const page: PageElement = (step && STEP_ELEMENTS[step]) || LANDING_ELEMENTS[landingPageOf(campaign)];
    // Issue 22: the server rendered this screen; its element is kept (what the fan typed, the focus) and
    // set up before its code loads, so it takes over its shadow root with everything set.
    const served = takeServedElement(root, page.tag);
    if (!served && !(await loadOrReload(page.load))) return;
    const element = served ?? document.createElement(page.tag);
    // core-journey §2: on a phone the new page slides in from the side the fan is heading (site.css).
    if (slide) element.dataset.slide = slide;
    element.setAttribute("campaign", campaign.uri);
    element.setAttribute("lang", language);
    if (referralCode) element.setAttribute("referral-code", referralCode);
    const stripeKey = document.querySelector<HTMLMetaElement>('meta[name="campaign-stripe-key"]')?.content;
    if (stripeKey && page.tag === "campaign-payment") element.setAttribute("stripe-key", stripeKey);
    Object.assign(element, { campaignData: lookup });
    if (emailLink && page.tag === "campaign-register") Object.assign(element, { emailLink });
    emailLink = undefined; // used once: its code is spent
    // A livestream's landing shows its stream first (engagement §2 hero): the welcome page in its hero.
    const stream = await runStage(
      "integration",
      async () => {
        await keepSessionToken(lookup, sessionToken);
        return step === undefined && page.tag !== "campaign-welcome"
          ? streamSlot(lookup, language)
          : undefined;
      },
      undefined,
    );
    if (served) {
      if (!(await loadOrReload(page.load))) return;
      settleServedElement(root, served, stream, footer);
    } else root.replaceChildren(...(stream ? [stream] : []), element, ...footer);
    sendPageView(client, step ?? "landing", { campaignOid: campaign.oid });
    const upcoming = stepToPrefetch(flow, step, landingPageOf(campaign));
    const upcomingPage = upcoming && STEP_ELEMENTS[upcoming];
    if (upcomingPage) prefetchWhenIdle(upcomingPage.load);
  };

  /**
   * The fan picked another language (engagement §1): every element on the page re-renders in it, the
   * page's lang and dir follow, and ?lang= keeps it for the next steps and a reload.
   */
  const switchLanguage = async (chosen: Language) => {
    language = chosen;
    const url = new URL(location.href);
    url.searchParams.set("lang", chosen);
    history.replaceState(history.state, "", url);
    search = url.search;
    const i18n = await translator(chosen);
    for (const element of document.querySelectorAll<HTMLElement>("*")) {
      if (element.localName.startsWith("campaign-")) element.setAttribute("lang", chosen);
    }
    const next = footerOf(i18n);
    for (const old of footer) old.remove();
    root.append(...next);
    footer = next;
    // Keyboard users stay on the picker they used.
    next[0]?.querySelector("select")?.focus();
  };

  root.addEventListener("campaign:stepchange", (event) => {
    const detail = (event as CustomEvent<{ to?: unknown; replace?: unknown; back?: unknown }>).detail;
    // "landing": the campaign's index page (the back arrow's, or e.g. a payment already made).
    const to = detail?.to !== "landing" && isStep(detail?.to) ? detail.to : undefined;
    if (to === undefined && detail?.to !== "landing") return;
    if (detail.back === true) {
      // The page before is that step: the browser goes back, and popstate renders it.
      if (steps.back(urlOf(to), to ?? "landing") === "history") return;
      void render(to, true, "back");
      return;
    }
    if (to === undefined || detail.replace === true) steps.replace(urlOf(to), to ?? "landing");
    else steps.push(urlOf(to), to);
    void render(to, true, to === undefined ? undefined : "forward");
  });
  window.addEventListener("popstate", () => {
    const next = parseRoute(location.pathname, location.search);
    void render("step" in next ? next.step : undefined, false, steps.moved());
  });
  // Inside the loader's register modal: tell the host page about registration and Escape.
  if (new URLSearchParams(search).get("embed") === "modal")
    void import("./modal-bridge.js").then((bridge) => bridge.startModalBridge(root, campaign.uri));
  await render("step" in route ? route.step : undefined);
  // engagement §4: the exit-intent pop-up (its own chunk; it decides itself whether it applies). Never
  // inside a frame (the loader's register modal): not even its code is loaded there.
  if (runsInFrame(window)) return;
  void import("./exit-intent/site-exit-intent.js")
    .then(({ setUpSiteExitIntent }) =>
      setUpSiteExitIntent({
        client,
        lookup: { ...lookup, campaign },
        language: () => language,
        root,
        preview: false,
      }),
    )
    .catch((error: unknown) => console.warn("[site] exit intent unavailable", error));
}

/** `/t/{id}`: the tour's 'Select Location' list; its page view is 'landing' (engagement §2). */
async function showTour(client: ApiClient, id: string): Promise<void> {
  const uri = tourUriOf(id);
  let lookup: CampaignLookup;
  try {
    lookup = await lazyLookupCampaign(client, { uri });
  } catch (error) {
    logLookupError("tour", location.pathname, error);
    const i18n = await translator(pickLanguage(queryLanguage));
    return showNotFound(i18n.t("errors.tourAt", { path: location.pathname }));
  }
  const tour = lookup.tour;
  if (!tour) return showNotFound();
  const language = pickLanguage(queryLanguage);
  await translator(language);
  document.title = tour.name;
  if (!(await loadOrReload(() => import("../elements/tour/define.js")))) return;
  const element = document.createElement("campaign-tour");
  element.setAttribute("campaign", uri);
  element.setAttribute("lang", language);
  Object.assign(element, { campaignData: lookup });
  root.replaceChildren(element);
  sendPageView(client, "landing", { tourOid: tour.oid });
}

async function main(): Promise<void> {
  // Before anything reads the address: the magic link's token must not stay in it.
  const sessionToken = takeSessionTokenFromAddress();
  const route = parseRoute(location.pathname, location.search);
  // Before any API client exists: preview pages use only in-memory, preview-guarded clients.
  if (route.kind === "preview-campaign" || route.kind === "preview-tour") {
    const { startPreview } = await import("./preview/preview-page.js");
    return startPreview(root, route);
  }
  const client = getApiClient();
  const target = routeTargetOf(route);
  // The page's own answer to the lookup, when it has one: the lookups below answer from it.
  if (target) await primeFromPage(client);
  if (target?.kind === "tour") return showTour(client, target.id);
  if (target) return showCampaign(client, route, target, sessionToken);
  if (route.kind === "home") {
    const { renderHome } = await import("./home.js");
    return renderHome(root, await translator(pickLanguage(queryLanguage)));
  }
  if (route.kind === "widget" && route.name === "remote-signup") {
    // Listening starts before the frame's code loads: a form may post on the frame's load event.
    const early = bufferMessages(window);
    const { startRemoteSignup } = await import("./widget/remote-signup.js");
    return startRemoteSignup(client, early);
  }
  if (route.kind === "widget") {
    const { showRegisterButton } = await import("./widget/register-button.js");
    return showRegisterButton(root);
  }
  return showNotFound();
}

main().catch((error: unknown) => {
  console.error("[site] failed to start", error);
});
