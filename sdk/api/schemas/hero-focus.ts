import { z } from "zod/mini";
import { withMeta } from "./meta.js";

/** The centre: where a hero's crop is anchored when the campaign names no focal point. */
export const HERO_CENTRE = 50;

const percent = (axis: string) =>
  z
    ._default(z.number().check(z.gte(0)).check(z.lte(100)), HERO_CENTRE)
    .check(z.describe(`${axis} of the focal point, in percent of the image's ${axis.toLowerCase()} (0–100)`));

/**
 * Issue 20: the part of the campaign image a hero keeps in view when its 16:9 box crops the image
 * (`object-fit: cover`; `object-position: x% y%`). Percentages of the image, not of the screen, so a
 * right-to-left page keeps the same subject in view.
 */
export const HeroFocusSchema = withMeta(
  z
    .object({ x: percent("Width"), y: percent("Height") })
    .check(
      z.describe(
        "Focal point of the campaign image, kept in view wherever a hero crops it; each axis defaults to 50 (the centre)",
      ),
    ),
  { id: "HeroFocus" },
);

export type HeroFocus = z.infer<typeof HeroFocusSchema>;
