import type { I18n } from "./i18n.js";

/** "1 pt" / "5 pts" in the screen's language (the landing part's `common` texts, with every instance). */
export const pointsText = (t: I18n["t"], count: number): string =>
  t(count === 1 ? "common.pt" : "common.pts", { count });

/** An action's "+5 pts" badge; none when it earns nothing or the campaign hides points. */
export const pointsBadge = (t: I18n["t"], count: number, noPoints = false): string | undefined =>
  !noPoints && count > 0 ? `+${pointsText(t, count)}` : undefined;
