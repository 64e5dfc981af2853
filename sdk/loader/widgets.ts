/** Register-button widgets: one frame of the site's /widget/register-button/ per marked element. */

const MOUNTED = "data-campaign-widget-mounted";
const WIDGET_TYPES = new Set(["banner", "button", "link"]);
const ALIGNMENTS = new Set(["left", "right", "center"]);
const COLOR = /^#[0-9a-f]{3,8}$/i;
const CAMPAIGN = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,119}$/;

export interface WidgetOptions {
  campaign: string;
  type: string;
  color?: string;
  text?: string;
  width?: number;
  align: string;
  signupForm: boolean;
}

/** Reads a widget's options from its data attributes; anything malformed is dropped, not passed on. */
export function readWidgetOptions(element: HTMLElement): WidgetOptions | undefined {
  const data = element.dataset;
  const campaign = data.campaign ?? "";
  if (!CAMPAIGN.test(campaign)) return undefined;
  const width = Number(data.widgetWidth);
  return {
    campaign,
    type: WIDGET_TYPES.has(data.widgetType ?? "") ? (data.widgetType as string) : "banner",
    ...(COLOR.test(data.widgetColor ?? "") && { color: data.widgetColor }),
    ...(data.widgetText && { text: data.widgetText.slice(0, 120) }),
    ...(Number.isInteger(width) && width >= 120 && width <= 2000 && { width }),
    align: ALIGNMENTS.has(data.widgetAlign ?? "") ? (data.widgetAlign as string) : "center",
    signupForm: data.signupForm === "true",
  };
}

export function widgetUrl(siteOrigin: string, options: WidgetOptions): string {
  const url = new URL("/widget/register-button/", siteOrigin);
  url.searchParams.set("campaign", options.campaign);
  url.searchParams.set("type", options.type);
  if (options.color) url.searchParams.set("widgetColor", options.color);
  if (options.text) url.searchParams.set("widgetText", options.text);
  if (options.width) url.searchParams.set("widgetWidth", String(options.width));
  url.searchParams.set("widgetAlign", options.align);
  if (options.signupForm) url.searchParams.set("signupForm", "true");
  return url.href;
}

export function mountWidgets(elements: Iterable<HTMLElement>, siteOrigin: string): void {
  for (const element of elements) {
    if (element.hasAttribute(MOUNTED)) continue;
    const options = readWidgetOptions(element);
    if (!options) {
      console.warn(
        "[campaign loader] a widget needs data-campaign, a campaign uri such as p/demo-presale",
        element,
      );
      continue;
    }
    element.setAttribute(MOUNTED, "");
    const frame = document.createElement("iframe");
    frame.src = widgetUrl(siteOrigin, options);
    frame.title = options.text ?? "Register";
    frame.loading = "lazy";
    frame.setAttribute("scrolling", "no");
    frame.style.border = "0";
    frame.style.display = "block";
    frame.style.width = options.width ? `${options.width}px` : "100%";
    frame.style.maxWidth = "100%";
    frame.style.height = "64px";
    if (options.align !== "left") frame.style.marginInlineStart = "auto";
    if (options.align !== "right") frame.style.marginInlineEnd = "auto";
    element.replaceChildren(frame);
  }
}

export function scanForWidgets(root: ParentNode, siteOrigin: string): void {
  mountWidgets(root.querySelectorAll<HTMLElement>(`[data-campaign-widget]:not([${MOUNTED}])`), siteOrigin);
}
