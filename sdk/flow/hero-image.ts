/**
 * The hero's box before its image arrives: the same 16:9 as the styles' `aspect-ratio`, given as the
 * image's `width`/`height` too, so nothing moves when it loads (issue 22).
 */
export const HERO_SIZE = { width: 1280, height: 720 } as const;

/** What heroImageOf reads: a parsed campaign (the elements) or the stored one (the server's page shell). */
export interface HeroSource {
  resources?: ReadonlyArray<{ assetType: string; url?: string | undefined }> | undefined;
  presentation?:
    | {
        meta?: { register?: { media?: { noImageBackground?: boolean | undefined } | undefined } | undefined };
      }
    | undefined;
}

/**
 * The image the first screen of a campaign page shows as its hero (the page's largest paint), or
 * undefined: the campaign image, on the welcome page as the image or as a video hero's poster
 * (sdk/flow/welcome-content.ts heroMedia), on the register page unless the campaign hides it. The server
 * preloads it; the elements render it sized and with high priority.
 */
export function heroImageOf(campaign: HeroSource, page: "welcome" | "register"): string | undefined {
  // biome-ignore lint/complexity/useOptionalChain: `?.` makes the browser build carry sucrase's helper in this small shared chunk
  const media = campaign.presentation && campaign.presentation.meta && campaign.presentation.meta.register;
  if (page === "register" && media && media.media && media.media.noImageBackground) return undefined;
  const image = (campaign.resources || []).find((r) => r.assetType === "campaign-image");
  // biome-ignore lint/complexity/useOptionalChain: as above
  return image && image.url;
}

/**
 * The hero's CSS `object-position` for a campaign's (or tour's) focal point (issue 20): "x% y%", or
 * undefined at the centre or when none is set, where the sheets' own `object-position` (centred) holds.
 */
export function heroPosition(focus: { x: number; y: number } | undefined): string | undefined {
  if (!focus || (focus.x === 50 && focus.y === 50)) return undefined;
  return `${focus.x}% ${focus.y}%`;
}
