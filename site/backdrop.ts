import type { Campaign } from "../sdk/api/schemas/campaign.js";

// core-journey §2 layout: "A blurred background on desktop". The campaign image, blurred, fills the page
// around the content column above 768 px (site.css); on a phone the column is the whole width.

/** The CSS url() of the campaign image, or undefined when there is none or it is not http(s). */
export function backdropUrl(
  campaign: Pick<Campaign, "resources" | "presentation">,
  base: string,
): string | undefined {
  if (campaign.presentation.meta?.register?.media?.noImageBackground) return undefined;
  const image = campaign.resources.find((r) => r.assetType === "campaign-image")?.url;
  if (!image) return undefined;
  let url: URL;
  try {
    url = new URL(image, base);
  } catch {
    return undefined;
  }
  // The URL parser percent-encodes quotes and drops line breaks, so the href cannot leave the string.
  return url.protocol === "https:" || url.protocol === "http:" ? `url("${url.href}")` : undefined;
}

/** Sets (or clears) the page's backdrop for a campaign. */
export function showBackdrop(campaign: Pick<Campaign, "resources" | "presentation">): void {
  const url = backdropUrl(campaign, location.href);
  const root = document.documentElement;
  if (url) root.style.setProperty("--campaign-backdrop", url);
  else root.style.removeProperty("--campaign-backdrop");
  root.toggleAttribute("data-backdrop", url !== undefined);
}
