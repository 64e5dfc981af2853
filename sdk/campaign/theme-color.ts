// The campaign colour is the promoter's choice (core-journey §3 presentation.color, default #7344c0), but
// the screens put white text on it (buttons) and use it for text on white (links). A colour too light for
// that is darkened, keeping its hue, until it reaches WCAG AA's 4.5:1 against white.

export const DEFAULT_THEME_COLOR = "#7344c0";
const AA_CONTRAST = 4.5;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

const channels = (hex: string): [number, number, number] | undefined => {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
};

/** WCAG relative luminance of an sRGB colour. */
export const luminance = ([r, g, b]: [number, number, number]): number => {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG contrast ratio of a colour against white. */
export const contrastWithWhite = (rgb: [number, number, number]): number => 1.05 / (luminance(rgb) + 0.05);

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** The campaign colour, darkened just enough to read against white; the default for an unreadable value. */
export function readableThemeColor(color: string | undefined): string {
  const rgb = color ? channels(color) : undefined;
  if (!rgb) return DEFAULT_THEME_COLOR;
  let shade = rgb;
  for (let step = 1; contrastWithWhite(shade) < AA_CONTRAST && step <= 20; step += 1) {
    // Rounded each time: the hex written out is what is measured.
    shade = rgb.map((c) => Math.round(c * (1 - step * 0.05))) as [number, number, number];
  }
  return toHex(shade);
}
