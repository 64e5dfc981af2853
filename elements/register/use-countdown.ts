import { useEffect, useRef } from "react";
import type { CountdownEffect } from "../../sdk/machines/code-lockout.js";

/**
 * Performs a code lockout's countdown effects: `onTick` every interval until the machine stops it or
 * the view goes (a timer left running would tick a machine nobody shows).
 */
export function useCountdown(): (effect: CountdownEffect, onTick: () => void) => void {
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  return (effect, onTick) => {
    clearInterval(timer.current);
    if (effect.type === "startCountdown") timer.current = setInterval(onTick, effect.intervalMs);
  };
}
