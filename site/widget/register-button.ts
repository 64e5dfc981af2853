/**
 * /widget/register-button/ — the frame the loader puts on a promoter's page. It renders the campaign's
 * register call-to-action, measures itself and talks to the host page through penpal, allowing only
 * the origin of the page that loaded it (docs/embedding.md).
 */

import { connect, type RemoteProxy, WindowMessenger } from "penpal";
import { getApiClient } from "../../sdk/api/client-registry.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { lookupCampaign } from "../../sdk/campaign/lookup-campaign.js";
import { createI18n } from "../../sdk/i18n/i18n.js";
import { pickLanguage } from "../../sdk/i18n/languages.js";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { registrationTexts } from "../../sdk/i18n/locales/en-us/registration.js";
import {
  CAMPAIGN_URI,
  type HostMethods,
  OpenRegisterModalSchema,
  PROTOCOL_VERSION,
  ResizeSchema,
  UpdateCampaignUriSchema,
} from "../../sdk/loader/protocol.js";
import { saveProfilePrefill } from "../../sdk/social/profile-prefill.js";
import { validateEmail } from "../../sdk/validation/email.js";
import { applyThemeColor } from "../theme.js";
import { parentOriginOf, readWidgetOptions } from "./options.js";
import { renderWidget } from "./widget-view.js";

function connectToHost(): Promise<RemoteProxy<HostMethods>> | undefined {
  if (window.parent === window) return undefined;
  const ancestors = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined;
  const origin = parentOriginOf(ancestors, document.referrer);
  if (!origin) return undefined;
  const messenger = new WindowMessenger({ remoteWindow: window.parent, allowedOrigins: [origin] });
  return connect<HostMethods>({ messenger, timeout: 10_000 }).promise;
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
  let campaign: Campaign | undefined;
  let language = pickLanguage(queryLanguage);
  try {
    campaign = (await lookupCampaign(getApiClient(), { uri: options.campaign })).campaign;
    language = pickLanguage(queryLanguage, campaign?.settings?.defaultLanguage);
    applyThemeColor(campaign?.presentation?.color);
  } catch (error) {
    console.warn("[widget] campaign lookup failed", error);
  }
  const i18n = await createI18n(language, [formTexts, registrationTexts]);
  document.documentElement.lang = language;
  const emailLabel = i18n.t("fields.emailAddress");
  const view = renderWidget(
    root,
    options,
    { action: options.widgetText ?? i18n.t("register.title"), emailLabel },
    campaign?.name,
  );
  // A short URL slug resolves to the campaign's own uri: the modal opens on that (engagement §7).
  const campaignUri = campaign && CAMPAIGN_URI.test(campaign.uri) ? campaign.uri : options.campaign;

  const connected = host?.catch((error: unknown) => {
    console.warn("[widget] the host page did not answer", error);
    return undefined;
  });
  const openRegister = async () => {
    const remote = await connected;
    if (remote) {
      const payload = OpenRegisterModalSchema.parse({ v: PROTOCOL_VERSION, campaignUri });
      void remote.openRegisterModal(payload).catch(() => undefined);
      return;
    }
    // No host page to open the modal (opened on its own, or the host never answered): the page itself.
    const url = `/${campaignUri}/register`;
    if (window.parent === window) location.assign(url);
    else window.open(url, "_blank", "noopener");
  };

  const { email } = view;
  if (email) {
    // signupForm=true: the address is checked here, kept for the register form, and never leaves the site.
    view.widget.addEventListener("submit", (event) => {
      event.preventDefault();
      const error = validateEmail(email.value, { fieldName: emailLabel });
      view.showError(error && i18n.t(`validation.${error.code}`, error.values));
      if (error) {
        email.focus();
        return;
      }
      if (campaign) saveProfilePrefill(campaign.oid, { emailAddress: email.value.trim() });
      void openRegister();
    });
  } else if (!(view.action instanceof HTMLAnchorElement) || host) {
    view.action.addEventListener("click", (event) => {
      event.preventDefault();
      void openRegister();
    });
  }

  const remote = await connected;
  if (!remote) return;
  observeSize(view.widget, (width, height) => {
    const payload = ResizeSchema.parse({ v: PROTOCOL_VERSION, width, height });
    void remote.resize(payload).catch(() => undefined);
  });
  if (campaignUri !== options.campaign) {
    const payload = UpdateCampaignUriSchema.parse({ v: PROTOCOL_VERSION, campaignUri });
    void remote.updateCampaignUri(payload).catch(() => undefined);
  }
  // The loader returns focus to this frame when its modal closes: hand it on to the action.
  window.addEventListener("focus", () => view.action.focus());
}
