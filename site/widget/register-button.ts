/**
 * /widget/register-button/ — the frame the loader puts on a promoter's page. It renders the campaign's
 * register call-to-action, measures itself and talks to the host page through penpal, allowing only
 * the origin of the page that loaded it (docs/embedding.md).
 */
import { connect, type RemoteProxy, WindowMessenger } from "penpal";
import { getApiClient } from "../../sdk/api/client-registry.js";
import { lookupCampaign } from "../../sdk/campaign/lookup-campaign.js";
import { createI18n } from "../../sdk/i18n/i18n.js";
import { pickLanguage } from "../../sdk/i18n/languages.js";
import {
  type HostMethods,
  OpenRegisterModalSchema,
  PROTOCOL_VERSION,
  ResizeSchema,
} from "../../sdk/loader/protocol.js";
import { parentOriginOf, readWidgetOptions, type WidgetOptions } from "./options.js";

function connectToHost(): Promise<RemoteProxy<HostMethods>> | undefined {
  if (window.parent === window) return undefined;
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined;
  const origin = parentOriginOf(ancestors, document.referrer);
  if (!origin) return undefined;
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [origin] });
  return connect<HostMethods>({ messenger, timeout: 10_000 }).promise;
}

function renderWidget(
  root: HTMLElement,
  options: WidgetOptions,
  label: string,
  campaignName: string | undefined,
): HTMLElement {
  const widget = document.createElement("div");
  widget.className = `campaign-widget campaign-widget--${options.type} campaign-widget--${options.widgetAlign}`;
  if (options.widgetColor) widget.style.setProperty("--widget-color", options.widgetColor);
  if (options.widgetWidth) widget.style.maxWidth = `${options.widgetWidth}px`;
  if (options.type === "banner" && campaignName) {
    const title = document.createElement("p");
    title.className = "campaign-widget__title";
    title.textContent = campaignName;
    widget.append(title);
  }
  const action = document.createElement(options.type === "link" ? "a" : "button");
  action.className = "campaign-widget__action";
  action.textContent = label;
  if (action instanceof HTMLAnchorElement) {
    action.href = `/${options.campaign}/register`;
    action.target = "_blank";
    action.rel = "noopener";
  } else action.type = "button";
  widget.append(action);
  root.replaceChildren(widget);
  return widget;
}

/** Reports the widget's size whenever it changes, once per frame, in whole pixels. */
function observeSize(widget: HTMLElement, send: (width: number, height: number) => void): void {
  let last = "";
  let pending = false;
  new ResizeObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      const box = widget.getBoundingClientRect();
      const width = Math.ceil(box.width);
      const height = Math.ceil(box.height);
      if (`${width}x${height}` === last) return;
      last = `${width}x${height}`;
      send(width, height);
    });
  }).observe(widget);
}

export async function showRegisterButton(root: HTMLElement): Promise<void> {
  document.documentElement.classList.add("widget-page");
  const options = readWidgetOptions(location.search);
  if (!options) {
    console.warn("[widget] a register-button widget needs ?campaign=<campaign uri>");
    return;
  }
  const host = connectToHost();
  const queryLanguage = new URLSearchParams(location.search).get("lang");
  let campaignName: string | undefined;
  let language = pickLanguage(queryLanguage);
  try {
    const lookup = await lookupCampaign(getApiClient(), { uri: options.campaign });
    campaignName = lookup.campaign?.name;
    language = pickLanguage(queryLanguage, lookup.campaign?.settings?.defaultLanguage);
    const color = lookup.campaign?.presentation?.color;
    if (color) document.documentElement.style.setProperty("--campaign-color", color);
  } catch (error) {
    console.warn("[widget] campaign lookup failed", error);
  }
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  const widget = renderWidget(root, options, options.widgetText ?? i18n.t("register.title"), campaignName);
  const action = widget.querySelector<HTMLElement>(".campaign-widget__action");
  if (!host) return; // opened on its own: the link still works, the button has nobody to tell
  try {
    const remote = await host;
    observeSize(widget, (width, height) => {
      const payload = ResizeSchema.parse({ v: PROTOCOL_VERSION, width, height });
      void remote.resize(payload).catch(() => undefined);
    });
    // The loader returns focus to this frame when its modal closes: hand it on to the action.
    window.addEventListener("focus", () => action?.focus());
    action?.addEventListener("click", (event) => {
      event.preventDefault();
      const payload = OpenRegisterModalSchema.parse({ v: PROTOCOL_VERSION, campaignUri: options.campaign });
      void remote.openRegisterModal(payload).catch(() => undefined);
    });
  } catch (error) {
    console.warn("[widget] the host page did not answer", error);
  }
}
