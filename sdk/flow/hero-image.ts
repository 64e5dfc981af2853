/**
 * The hero's box before its image arrives: the same 16:9 as the styles' `aspect-ratio`, given as the
 * image's `width`/`height` too, so nothing moves when it loads (issue 22).
 */
export const HERO_SIZE = { width: 1280, height: 720 } as const;

/**
 * The hero's CSS `object-position` for a campaign's (or tour's) focal point (issue 20): "x% y%", or
 * undefined at the centre or when none is set, where the sheets' own `object-position` (centred) holds.
 */
export function heroPosition(focus: { x: number; y: number } | undefined): string | undefined {
  if (!focus || (focus.x === 50 && focus.y === 50)) return undefined;
  return `${focus.x}% ${focus.y}%`;
}
