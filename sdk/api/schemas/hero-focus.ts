import { z } from "zod/mini";
import { withMeta } from "./meta.js";

/** The centre: where a hero's crop is anchored when the campaign names no focal point. */
export const HERO_CENTRE = 50;

const percent = () => z._default(z.number().check(z.gte(0)).check(z.lte(100)), HERO_CENTRE);

/**
 * Issue 20: the part of the campaign image a hero keeps in view when its 16:9 box crops the image
 * (`object-fit: cover`; `object-position: x% y%`). Percentages of the image, not of the screen, so a
 * right-to-left page keeps the same subject in view.
 */
export const HeroFocusSchema = withMeta(
  z
    .object({
      x: percent().check(
        z.describe("From the image's left edge, in percent of its width: 0 left, 100 right"),
      ),
      y: percent().check(
        z.describe("From the image's top edge, in percent of its height: 0 top, 100 bottom"),
      ),
    })
    .check(
      z.describe(
        "Focal point of the campaign image, kept in view wherever a hero crops it; each axis defaults to 50 (the centre)",
      ),
    ),
  { id: "HeroFocus" },
);

export type HeroFocus = z.infer<typeof HeroFocusSchema>;
