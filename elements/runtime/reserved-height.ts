import type { elementTags } from "../entries.mjs";

type ElementTag = (typeof elementTags)[number];

/**
 * How tall each element's first screen is on a phone (390 px wide, the seeded demo campaigns, measured
 * in Chromium; issue 21), so the space is held before the code and the campaign arrive and the page
 * below does not jump (CLS). Capped at the viewport's height: a taller screen pushes the rest of the
 * page below the fold, where a later shift is not seen. A host sets `--campaign-reserved-height` to its
 * own figure (docs/embedding.md). The tour and the exit-intent dialog float over the page: no space.
 */
export const RESERVED_HEIGHTS: Partial<Record<ElementTag, number>> = {
  "campaign-welcome": 1950,
  "campaign-register": 1420,
  "campaign-share": 430,
  "campaign-success": 290,
  "campaign-magic-link": 300,
  "campaign-finished": 460,
  "campaign-unlock": 830,
  "campaign-product": 160,
  "campaign-donate": 300,
  "campaign-payment": 180,
  "campaign-follow": 1070,
  "campaign-invite": 850,
  "campaign-rewards": 770,
  "campaign-stream": 120,
};

/**
 * For the host's document (or shadow root); the autoloader adopts it. Before an element is defined it
 * holds the height itself; once defined the element's own `:host(:state(loading))` rule (base-styles.ts)
 * reads the figure from `--campaign-first-screen`, so the table travels once, in the autoloader, not in
 * every element.
 */
export const undefinedElementsCss = (): string =>
  Object.entries(RESERVED_HEIGHTS)
    .map(
      ([tag, px]) =>
        `${tag}{--campaign-first-screen:${px}px}` +
        `${tag}:not(:defined){display:block;min-block-size:var(--campaign-reserved-height,min(${px}px,100svh))}`,
    )
    .join("");
