/**
 * Register-button widgets: one frame of the site's /widget/register-button/ per marked element. The
 * options travel as the frame URL's query; the frame parses them with its zod schema (malformed ones
 * fall back to their defaults), so the loader only forwards them.
 */
import { connectWidget } from "./bridge.js";
import { labelsFor } from "./labels.js";
import { CAMPAIGN_URI } from "./protocol-constants.js";

const MOUNTED = "data-campaign-widget-mounted";
/** data-* attribute (camelCased by dataset) → frame query parameter (engagement §2/§7). */
const OPTIONS = [
  "widgetType",
  "widgetColor",
  "widgetText",
  "widgetWidth",
  "widgetAlign",
  "signupForm",
  "lang",
];

/**
 * `["mount", element, options]`: the options as the element's data-* attributes, so markup and script
 * take one path (the frame parses them). Only known names with text, number or boolean values.
 */
export function setWidgetOptions(element: HTMLElement, options: unknown): void {
  if (typeof options !== "object" || !options) return;
  for (const name of ["campaign", ...OPTIONS]) {
    const value = (options as Record<string, unknown>)[name];
    if (["string", "number", "boolean"].includes(typeof value)) element.dataset[name] = String(value);
  }
}

export function widgetUrl(siteOrigin: string, data: DOMStringMap): string {
  const url = new URL("/widget/register-button/", siteOrigin);
  url.searchParams.set("campaign", data.campaign ?? "");
  for (const option of OPTIONS) {
    const value = data[option];
    if (value) url.searchParams.set(option === "widgetType" ? "type" : option, value);
  }
  return url.href;
}

export function mountWidgets(elements: Iterable<HTMLElement>, siteOrigin: string): void {
  for (const element of elements) {
    const data = element.dataset;
    if (element.hasAttribute(MOUNTED) || !CAMPAIGN_URI.test(data.campaign ?? "")) continue;
    element.setAttribute(MOUNTED, "");
    const width = Number(data.widgetWidth) || 0;
    const align = data.widgetAlign;
    const frame = document.createElement("iframe");
    frame.src = widgetUrl(siteOrigin, data);
    frame.title = data.widgetText || labelsFor(element).register;
    frame.setAttribute("scrolling", "no");
    Object.assign(frame.style, {
      border: "0",
      display: "block",
      overflow: "hidden",
      width: width >= 120 ? `${width}px` : "100%",
      maxWidth: "100%",
      height: "64px",
      marginInlineStart: align === "left" ? "0" : "auto",
      marginInlineEnd: align === "right" ? "0" : "auto",
    });
    element.replaceChildren(frame);
    connectWidget(element, frame, siteOrigin);
  }
}

export function scanForWidgets(root: ParentNode, siteOrigin: string): void {
  mountWidgets(root.querySelectorAll<HTMLElement>(`[data-campaign-widget]:not([${MOUNTED}])`), siteOrigin);
}
