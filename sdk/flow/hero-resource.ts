// Issue 22: what the server and the elements agree on about a campaign's hero: which image it is, and for
// a photo the server sizes, the copies its srcset names (demo/server/images/).

/**
 * The widths the server sizes a campaign photo at (issue 22: `GET /images/sized`, demo/server/images/):
 * a phone of 360-430 CSS pixels at 2x or 3x takes 720 to 1280, a desktop column 960 or 1920.
 */
export const HERO_WIDTHS = [480, 720, 960, 1280, 1920] as const;

/** How wide the hero shows: the whole screen on a phone, the welcome page's 960 px column on a desktop. */
export const HERO_SIZES = "(min-width: 960px) 960px, 100vw";

/** Where the server answers a photo sized to `width` (demo/server/images/sized-image-route.ts). */
export const SIZED_IMAGE_PATH = "/images/sized";

/** The sized copy of a campaign photo, as a path on the campaign site. */
export const sizedImagePath = (url: string, width: number): string =>
  `${SIZED_IMAGE_PATH}?w=${width}&src=${encodeURIComponent(url)}`;

/**
 * The hero's `srcset` for a photo the server sizes (its resource carries the widths, set by the server),
 * each copy's path resolved as the image itself is (elements/runtime/asset-url.ts); else undefined.
 */
export function heroSrcset(
  url: string | undefined,
  widths: readonly number[] | undefined,
  resolve: (path: string) => string | undefined,
): string | undefined {
  if (!url || !widths || widths.length === 0) return undefined;
  const sources = widths.map((width) => {
    const resolved = resolve(sizedImagePath(url, width));
    return resolved && `${resolved} ${width}w`;
  });
  return sources.every(Boolean) ? sources.join(", ") : undefined;
}

/** What heroResourceOf reads: a parsed campaign (the elements) or the stored one (the server's page shell). */
export interface HeroSource {
  resources?:
    | ReadonlyArray<{ assetType: string; url?: string | undefined; widths?: readonly number[] | undefined }>
    | undefined;
  presentation?:
    | {
        meta?: { register?: { media?: { noImageBackground?: boolean | undefined } | undefined } | undefined };
      }
    | undefined;
}

/**
 * The image the first screen of a campaign page shows as its hero (the page's largest paint), or
 * undefined: the campaign image's resource (its url and, for a photo the server sizes, its widths), on
 * the welcome page as the image or as a video hero's poster (sdk/flow/welcome-content.ts heroMedia), on
 * the register page unless the campaign hides it. The server preloads it; the elements render it sized
 * and with high priority.
 */
export function heroResourceOf(
  campaign: HeroSource,
  page: "welcome" | "register",
): { url?: string | undefined; widths?: readonly number[] | undefined } | undefined {
  // biome-ignore lint/complexity/useOptionalChain: `?.` makes the browser build carry sucrase's helper in this small shared chunk
  const media = campaign.presentation && campaign.presentation.meta && campaign.presentation.meta.register;
  if (page === "register" && media && media.media && media.media.noImageBackground) return undefined;
  return (campaign.resources || []).find((r) => r.assetType === "campaign-image");
}
