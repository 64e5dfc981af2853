import type { HeroFocus } from "../../sdk/api/schemas/hero-focus.js";
import { HERO_SIZE, heroPosition } from "../../sdk/flow/hero-image.js";

/**
 * The campaign image as a hero (docs/design.md): a cover in its sheet's 16:9 box, sized before it
 * loads, its crop anchored at the campaign's focal point. The position is a style property set from
 * script (CSSOM), which a strict CSP allows, unlike a `style` attribute written into the HTML.
 */
export function HeroImage({
  src,
  srcSet,
  sizes,
  alt,
  focus,
  className = "hero",
  part,
  first = false,
}: {
  src: string;
  /** A photo's copies the server sized (campaign-hero.tsx), the browser taking the one its screen needs. */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  focus: HeroFocus | undefined;
  className?: string;
  part?: string;
  /** The page's largest paint: fetched first (the server preloads it too). */
  first?: boolean;
}) {
  const position = heroPosition(focus);
  return (
    <img
      className={className}
      fetchPriority={first ? "high" : undefined}
      {...HERO_SIZE}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      part={part}
      style={position ? { objectPosition: position } : undefined}
    />
  );
}
