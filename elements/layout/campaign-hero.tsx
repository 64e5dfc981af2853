import type { ComponentProps } from "react";
import { HERO_SIZES, heroSrcset } from "../../sdk/flow/hero-resource.js";
import { assetUrl } from "../runtime/asset-url.js";
import { HeroImage } from "./hero-image.js";

/**
 * A campaign's image as its hero (HeroImage), from its resource: resolved as any asset is (asset-url.ts),
 * and for a photo the server sizes (the resource carries the widths, issue 22) with its copies, so a
 * phone fetches a copy as wide as its screen rather than the promoter's original. Nothing without one.
 */
export function CampaignHero({
  image,
  apiBase,
  ...rest
}: Omit<ComponentProps<typeof HeroImage>, "src" | "srcSet" | "sizes"> & {
  image: { url?: string | undefined; widths?: readonly number[] | undefined } | undefined;
  apiBase: string | undefined;
}) {
  const src = assetUrl(image?.url, apiBase);
  if (!src) return null;
  const srcSet = heroSrcset(image?.url, image?.widths, (path) => assetUrl(path, apiBase));
  return <HeroImage src={src} srcSet={srcSet} sizes={srcSet && HERO_SIZES} {...rest} />;
}
