/** One penpal connection per widget frame: the host allows only the site's origin. */
import { connect, WindowMessenger } from "penpal";
import { parseCampaignUri, parseResize } from "./guards.js";
import { openRegisterModal } from "./modal.js";
import { clampSize, type HostMethods } from "./protocol-constants.js";

export type WidgetEvent = "campaign:closed" | "campaign:registered";

/** Events on the host page carry the campaign uri only, never personal data. */
export function emit(target: Element, name: WidgetEvent, campaignUri: string): void {
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { campaignUri } }));
}

export function connectWidget(element: HTMLElement, frame: HTMLIFrameElement, siteOrigin: string): void {
  const remoteWindow = frame.contentWindow;
  if (!remoteWindow) return;
  const explicitWidth = element.dataset.widgetWidth !== undefined;
  const methods: HostMethods = {
    resize(payload) {
      const parsed = parseResize(payload);
      if (!parsed) return;
      const size = clampSize(parsed, element.clientWidth || window.innerWidth);
      frame.style.height = `${size.height}px`;
      if (!explicitWidth && element.dataset.widgetType && element.dataset.widgetType !== "banner")
        frame.style.width = `${size.width}px`;
    },
    openRegisterModal(payload) {
      const campaignUri = parseCampaignUri(payload);
      if (!campaignUri) return;
      openRegisterModal(siteOrigin, campaignUri, {
        onClose: () => emit(element, "campaign:closed", campaignUri),
      });
    },
    updateCampaignUri(payload) {
      const next = parseCampaignUri(payload);
      if (next) element.dataset.campaign = next;
    },
  };
  const messenger = new WindowMessenger({ remoteWindow, allowedOrigins: [siteOrigin] });
  connect({ messenger, methods });
}
