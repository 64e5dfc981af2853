import { readableThemeColor } from "../sdk/campaign/theme-color.js";

/** The page's theme: the campaign colour, darkened where needed to stay readable (AA) against white. */
export function applyThemeColor(color: string | undefined): void {
  if (!color) return;
  document.documentElement.style.setProperty("--campaign-color", readableThemeColor(color));
}
