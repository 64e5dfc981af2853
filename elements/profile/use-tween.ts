import { useEffect, useRef, useState } from "react";

/** engagement §9: points tween 0.5 s. */
export const POINTS_TWEEN_MS = 500;

/**
 * A number that moves to `target` over `ms` (ease-out) instead of jumping, so earned points are seen
 * being added. Starts at the target on first render; people who ask for reduced motion get the jump.
 */
export function useTween(target: number, ms = POINTS_TWEEN_MS): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    if (start === target) return;
    const reduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduced || typeof requestAnimationFrame === "undefined") {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - began) / ms);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(start + (target - start) * eased);
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return shown;
}
