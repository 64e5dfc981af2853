import { DEFAULT_COLOR } from "../../../../sdk/api/schemas/campaign-presentation.js";
import { luminance, readableThemeColor } from "../../../../sdk/campaign/theme-color.js";

// The email's header band and button are in the campaign's colour (core-journey §3 presentation.color).
// Their text is white or black, whichever contrasts more: one of the two always reaches WCAG AA's
// 4.5:1 (the better of the two is at least √21 ≈ 4.58:1), so any colour the promoter picks stays legible.

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colour's red, green and blue; an alpha channel is dropped (emails paint it opaque). */
function rgbOf(hex: string): Rgb | undefined {
  const digits = HEX.exec(hex.trim())?.[1];
  if (!digits) return undefined;
  const six = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(six.slice(i, i + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const first = luminance(rgbOf(a) ?? [0, 0, 0]);
  const second = luminance(rgbOf(b) ?? [0, 0, 0]);
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

export interface EmailColors {
  /** The campaign's colour (opaque): the header band's and the button's background. */
  brand: string;
  /** White or black on `brand`. */
  onBrand: string;
  /** Links on the white card: the campaign's colour darkened until it reads on white. */
  link: string;
}

export function emailColors(color: string | undefined): EmailColors {
  const rgb = rgbOf(color ?? "") ?? rgbOf(DEFAULT_COLOR);
  const brand = hexOf(rgb ?? [0, 0, 0]);
  const onBrand = contrastRatio(brand, "#ffffff") >= contrastRatio(brand, "#000000") ? "#ffffff" : "#000000";
  return { brand, onBrand, link: readableThemeColor(brand) };
}
