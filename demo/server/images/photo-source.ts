import { HERO_WIDTHS } from "../../../sdk/flow/hero-resource.js";
import type { LookupAnswer } from "../campaigns/resolve-lookup.js";

// Issue 22: "promoters' raster images served sized for the screen". The server sizes a campaign photo
// when it can read it: a file of the site's own under /assets/, or a URL on a host the operator trusts
// (IMAGE_HOSTS). Nothing else is fetched: a campaign's image URL is the promoter's to set, and a server
// fetching any URL it is given could be pointed at the operator's own network.

/** A photo's file name: what the browser shows as a bitmap and the server can make smaller. */
const PHOTO_FILE = /\.(?:jpe?g|png|webp|avif)$/i;
/** Images a browser scales by itself, or that move: never sized. */
const NOT_A_PHOTO = /\.(?:svg|gif)$/i;
/** The site's own files the sizer reads: the assets folder, by a plain path (no dot segments, no escapes). */
const OWN_ASSET = /^\/assets\/(?:[\w-]+\/)*[\w-][\w.-]*$/;

/** Where a photo the server sizes comes from. */
export type PhotoSource =
  | { kind: "file"; path: string }
  /** `src` as the campaign names it (what isCampaignImage looks for), `url` parsed. */
  | { kind: "remote"; src: string; url: URL };

/**
 * The source of a campaign image the server sizes, or undefined when it shows as it is: a photo file
 * under /assets/, or an http(s) URL on one of `imageHosts` (`host` or `host:port`, lower case) that
 * names no SVG or GIF: such hosts' paths often carry no file type, so the image itself is read then.
 */
export function photoSource(src: string, imageHosts: readonly string[]): PhotoSource | undefined {
  if (src.startsWith("/") && !src.startsWith("//")) {
    return OWN_ASSET.test(src) && PHOTO_FILE.test(src) && !src.includes("..")
      ? { kind: "file", path: src }
      : undefined;
  }
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || !imageHosts.includes(url.host.toLowerCase())) return undefined;
  if (NOT_A_PHOTO.test(url.pathname)) return undefined;
  return { kind: "remote", src, url };
}

interface SizableResource {
  assetType: string;
  url: string;
  widths?: number[] | undefined;
}

/**
 * A campaign with its image's `widths` set when the server sizes it, and taken off when it does not (a
 * promoter's input is no say in it): the elements then give the hero a `srcset`.
 */
export function withSizedImage<C extends { resources?: SizableResource[] | undefined }>(
  campaign: C,
  imageHosts: readonly string[],
): C {
  if (!campaign.resources) return campaign;
  const resources = campaign.resources.map(({ widths: _, ...resource }) =>
    resource.assetType === "campaign-image" && photoSource(resource.url, imageHosts)
      ? { ...resource, widths: [...HERO_WIDTHS] }
      : resource,
  );
  return { ...campaign, resources };
}

/** A lookup answer whose campaign is withSizedImage's. */
export const withSizedHero = (answer: LookupAnswer, imageHosts: readonly string[]): LookupAnswer =>
  answer.campaign ? { ...answer, campaign: withSizedImage(answer.campaign, imageHosts) } : answer;
