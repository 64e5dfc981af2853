import type { HeroFocus } from "../../sdk/api/schemas/hero-focus.js";
import { HERO_SIZE, heroPosition } from "../../sdk/flow/hero-image.js";

/**
 * The tour's image as its hero: the same sized 16:9 box and focal point as a campaign's (HeroImage),
 * without the campaign photo's sized copies (the server sizes campaign images only), so the tour's
 * small element does not carry that code (issue 22: `campaign-tour` is 18.5 KB gzip all-in).
 */
export function TourHero({ src, alt, focus }: { src: string; alt: string; focus: HeroFocus | undefined }) {
  const position = heroPosition(focus);
  return (
    <img
      className="hero"
      {...HERO_SIZE}
      src={src}
      alt={alt}
      style={position ? { objectPosition: position } : undefined}
    />
  );
}
