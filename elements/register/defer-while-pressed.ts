import { useCallback, useEffect, useRef } from "react";

/**
 * Holds layout-changing updates while a pointer is pressed. A blur validation that adds or removes an
 * error text moves everything under it; when that happened between the press and the release of the
 * click that caused the blur, the release landed elsewhere and the click (a checkbox, the submit
 * button) was lost. Held updates run once the pointer is released and its click has been dispatched.
 */
export function useDeferWhilePressed(): (update: () => void) => void {
  const pressed = useRef(false);
  const held = useRef<Array<() => void>>([]);
  useEffect(() => {
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      // The click follows the release in the same input task: run after it.
      setTimeout(() => {
        if (pressed.current) return;
        const updates = held.current.splice(0);
        for (const update of updates) update();
      }, 0);
    };
    window.addEventListener("pointerdown", press, true);
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      window.removeEventListener("pointerdown", press, true);
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, []);
  return useCallback((update: () => void) => {
    if (pressed.current) held.current.push(update);
    else update();
  }, []);
}
