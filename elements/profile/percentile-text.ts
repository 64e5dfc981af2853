import type { FanStats } from "../../sdk/api/schemas/fan.js";
import { percentileHeading } from "../../sdk/flow/percentile.js";
import type { Translate } from "../../sdk/i18n/translate.js";

/** engagement §4 'You're in the top N%' (with '!' from the 50th percentile up); undefined without a percentile. */
export function percentileText(
  stats: Pick<FanStats, "invertedPercentilePlace">,
  t: Translate,
): string | undefined {
  const heading = percentileHeading(stats);
  if (!heading) return undefined;
  const text =
    heading.bucket.kind === "top"
      ? t("rewards.top", { percent: heading.bucket.percent })
      : t("rewards.bottom", { percent: heading.bucket.percent });
  return heading.exclaim ? `${text}!` : text;
}
