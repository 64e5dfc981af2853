import { useEffect, useRef, useState } from "react";
import type { FanStats } from "../../sdk/api/schemas/fan.js";
import { standingPercent } from "../../sdk/flow/percentile.js";
import { useT } from "../runtime/translation-context.js";
import { whenInDocument } from "../runtime/when-in-document.js";
import { percentileText } from "./percentile-text.js";

/** engagement §9: the slider starts after 500 ms (once the points have tweened). */
export const SLIDER_DELAY_MS = 500;

/**
 * How far up the field the fan stands, as a bar that fills from the bottom after SLIDER_DELAY_MS (the
 * width's transition is the motion, switched off for people who ask for reduced motion). The bar is
 * decoration; a visually hidden <meter> named 'Your standing' carries the value.
 * The delay counts from when the bar is in the document (whenInDocument): the fan sees the empty bar for
 * the whole delay, however late a served screen's takeover.
 */
export function StandingSlider({ stats }: { stats: Pick<FanStats, "invertedPercentilePlace"> }) {
  const t = useT();
  const target = standingPercent(stats);
  const [shown, setShown] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (target === undefined) return;
    const element = bar.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = whenInDocument(element, () => {
      timer = setTimeout(() => setShown(target), SLIDER_DELAY_MS);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [target]);
  if (target === undefined) return null;
  return (
    <>
      {/* For assistive technology: the value at once, read as the percentile heading. */}
      <meter
        className="visually-hidden"
        min={0}
        max={100}
        value={target}
        aria-label={t("profile.standing")}
        aria-valuetext={percentileText(stats, t)}
      />
      <div ref={bar} className="standing" aria-hidden="true" data-value={shown} part="standing">
        <span className="standing-fill" style={{ inlineSize: `${shown}%` }} />
      </div>
    </>
  );
}
