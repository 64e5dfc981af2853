import type { Translate } from "./translate.js";

/**
 * "1 pt" / "1,234 pts" in the screen's language: the plural form its Intl.PluralRules picks, the number
 * grouped by Intl.NumberFormat (the landing part's `common` texts, with every instance).
 */
export const pointsText = (t: Translate, count: number): string => t("common.points", { count });

/** An action's "+5 pts" badge; none when it earns nothing or the campaign hides points. */
export const pointsBadge = (t: Translate, count: number, noPoints = false): string | undefined =>
  !noPoints && count > 0 ? `+${pointsText(t, count)}` : undefined;
