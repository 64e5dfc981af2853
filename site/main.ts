import type { ApiClient } from "../sdk/api/client.js";
import { getApiClient } from "../sdk/api/client-registry.js";
import { type CampaignLookup, type LookupTarget, lookupCampaign } from "../sdk/campaign/lookup-campaign.js";
import { createI18n, type I18n } from "../sdk/i18n/i18n.js";
import { directionOf, type Language, pickLanguage } from "../sdk/i18n/languages.js";
import { pageNameOf, parseRoute, type Route } from "../sdk/routing/parse-route.js";
import { primeFromPage } from "./embedded-lookup.js";
import { renderHome } from "./home.js";
import { renderMessage } from "./messages.js";
import { sendPageView } from "./page-view.js";

const root = document.getElementById("app") as HTMLElement;
const queryLanguage = new URLSearchParams(location.search).get("lang");

async function translator(language: Language): Promise<I18n> {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  return createI18n(language);
}

function targetOf(route: Route): LookupTarget | undefined {
  switch (route.kind) {
    case "campaign":
      return { uri: route.uri };
    case "short-url":
      return { uri: route.slug };
    case "campaign-oid":
      return { oid: route.oid };
    default:
      return undefined;
  }
}

async function showNotFound(): Promise<void> {
  const i18n = await translator(pickLanguage(queryLanguage));
  document.title = i18n.t("errors.notFound");
  renderMessage(root, i18n.t("errors.notFound"), { text: i18n.t("errors.goHome"), href: "/" });
}

function applyTheme(lookup: CampaignLookup): void {
  const color = lookup.campaign?.presentation?.color;
  if (color) {
    document.documentElement.style.setProperty("--campaign-color", color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", color);
  }
  if (lookup.campaign?.name) document.title = lookup.campaign.name;
}

async function showCampaign(client: ApiClient, route: Route, target: LookupTarget): Promise<void> {
  let lookup: CampaignLookup;
  try {
    lookup = await lookupCampaign(client, target);
  } catch (error) {
    console.warn(`[site] campaign lookup failed for ${location.pathname}`, error);
    const i18n = await translator(pickLanguage(queryLanguage));
    document.title = i18n.t("errors.notFound");
    renderMessage(
      root,
      i18n.t("errors.notFound"),
      { text: i18n.t("errors.goHome"), href: "/" },
      i18n.t("errors.campaignAt", { path: location.pathname }),
    );
    return;
  }
  const campaign = lookup.campaign;
  if (!campaign) return showNotFound();
  const language = pickLanguage(queryLanguage, campaign.settings?.defaultLanguage);
  await translator(language);
  applyTheme(lookup);

  await import("../elements/welcome/define.js");
  const welcome = document.createElement("campaign-welcome");
  welcome.setAttribute("campaign", campaign.uri);
  welcome.setAttribute("lang", language);
  Object.assign(welcome, { campaignData: lookup });
  root.replaceChildren(welcome);
  sendPageView(client, pageNameOf(route), { campaignOid: campaign.oid });
}

async function main(): Promise<void> {
  const route = parseRoute(location.pathname, location.search);
  const client = getApiClient();
  primeFromPage(client);
  const target = targetOf(route);
  if (target) return showCampaign(client, route, target);
  if (route.kind === "home") return renderHome(root, await translator(pickLanguage(queryLanguage)));
  return showNotFound();
}

main().catch((error: unknown) => {
  console.error("[site] failed to start", error);
});
