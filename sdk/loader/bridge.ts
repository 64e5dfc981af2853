/** One penpal connection per frame: the host allows only the site's origin. */
import { connect, WindowMessenger } from "penpal";
import { parseCampaignUri, parseResize } from "./guards.js";
import { labelsFor, loaderLanguage } from "./labels.js";
import { openRegisterModal } from "./modal.js";
import { clampSize, type HostMethods, type ModalHostMethods } from "./protocol-constants.js";

export type WidgetEvent = "campaign:closed" | "campaign:ready" | "campaign:registered";

/** Events on the host page carry the campaign uri only, never personal data. */
export function emit(target: Element, name: WidgetEvent, campaignUri: string): void {
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { campaignUri } }));
}

/** Answers the connection's `destroy`, so a closed modal leaves no listener behind. */
function listen(
  frame: HTMLIFrameElement,
  siteOrigin: string,
  methods: HostMethods | ModalHostMethods,
): (() => void) | undefined {
  const remoteWindow = frame.contentWindow;
  if (remoteWindow)
    return connect({
      messenger: new WindowMessenger({ remoteWindow, allowedOrigins: [siteOrigin] }),
      methods,
    }).destroy;
}

export function connectWidget(element: HTMLElement, frame: HTMLIFrameElement, siteOrigin: string): void {
  const explicitWidth = element.dataset.widgetWidth !== undefined;
  let ready = false;
  listen(frame, siteOrigin, {
    resize(payload) {
      const parsed = parseResize(payload);
      if (!parsed) return;
      const size = clampSize(parsed, element.clientWidth || window.innerWidth);
      frame.style.height = `${size.height}px`;
      if (!explicitWidth && element.dataset.widgetType && element.dataset.widgetType !== "banner")
        frame.style.width = `${size.width}px`;
      // The first size comes once the frame is connected and drawn: from then on a tap opens the modal.
      if (!ready) {
        ready = true;
        element.setAttribute("data-campaign-widget-ready", "");
        emit(element, "campaign:ready", element.dataset.campaign ?? "");
      }
    },
    openRegisterModal(payload) {
      // The widget's own uri, kept current by updateCampaignUri: the frame asks, the host page decides.
      const campaignUri =
        parseCampaignUri(payload) && parseCampaignUri({ v: 1, campaignUri: element.dataset.campaign });
      if (!campaignUri) return;
      openRegisterModal(
        siteOrigin,
        campaignUri,
        labelsFor(element),
        loaderLanguage(element.dataset.lang),
        () => emit(element, "campaign:closed", campaignUri),
        (modalFrame, close) =>
          listen(modalFrame, siteOrigin, {
            // The frame tells once per registration; the loader's own uri goes out, not the frame's.
            registered(message) {
              if (parseCampaignUri(message)) emit(element, "campaign:registered", campaignUri);
            },
            close(message) {
              if (parseCampaignUri(message)) close();
            },
          }),
      );
    },
    updateCampaignUri(payload) {
      const next = parseCampaignUri(payload);
      if (next) element.dataset.campaign = next;
    },
  });
}
