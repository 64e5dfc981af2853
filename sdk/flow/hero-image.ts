import { type IndexPage, type LandingSource, landingPageOf } from "./index-page.js";

/**
 * The hero's box before its image arrives: the same 16:9 as the styles' `aspect-ratio`, given as the
 * image's `width`/`height` too, so nothing moves when it loads (issue 22).
 */
export const HERO_SIZE = { width: 1280, height: 720 } as const;

/** What the hero rules read: a parsed campaign (the elements) or the stored one (the server's page shell). */
export interface HeroSource extends LandingSource {
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
export function heroImageOf(campaign: HeroSource, page: IndexPage): string | undefined {
  if (page === "register" && campaign.presentation?.meta?.register?.media?.noImageBackground)
    return undefined;
  return campaign.resources?.find((r) => r.assetType === "campaign-image")?.url;
}

/** The page a campaign route's first screen shows: its landing page without a step, register for register. */
export function firstScreenOf(campaign: LandingSource, step: string | undefined): IndexPage | undefined {
  if (step === undefined) return landingPageOf(campaign);
  return step === "register" ? "register" : undefined;
}
