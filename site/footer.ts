import type { I18n } from "../sdk/i18n/i18n.js";

/** The product's own site, promoted in the footer (engagement §1). */
export const PROVIDER_URL = "https://fan-campaigns.example/";

/** Footer promoting the provider, with the campaign name as a tracking parameter (engagement §1). */
export function renderFooter(i18n: I18n, campaignName: string): HTMLElement {
  const footer = document.createElement("footer");
  footer.className = "site-footer";
  const link = document.createElement("a");
  const url = new URL(PROVIDER_URL);
  url.searchParams.set("utm_source", "campaign-footer");
  url.searchParams.set("utm_campaign", campaignName);
  link.href = url.href;
  link.rel = "noopener";
  link.textContent = i18n.t("footer.poweredBy");
  footer.append(link);
  return footer;
}
