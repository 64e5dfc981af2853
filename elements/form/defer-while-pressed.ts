import { useCallback, useEffect, useRef } from "react";

/**
 * Holds layout-changing updates while a pointer is pressed. A blur validation that adds or removes an
 * error text moves everything under it; when that happened between the press and the release of the
 * click that caused the blur, the release landed elsewhere and the click (a checkbox, the submit
 * button) was lost. Held updates run once the pointer is released and its click has been dispatched.
 */
export interface PressGate {
  run(update: () => void): void;
  dispose(): void;
}

const CAPTURE = { capture: true } as const;

export function createPressGate(
  target: EventTarget,
  later: (work: () => void) => void = (work) => setTimeout(work, 0),
): PressGate {
  let pressed = false;
  const held: Array<() => void> = [];
  const press = () => {
    pressed = true;
  };
  const release = () => {
    pressed = false;
    // The click follows the release in the same input task: run after it.
    later(() => {
      if (pressed) return;
      for (const update of held.splice(0)) update();
    });
  };
  target.addEventListener("pointerdown", press, CAPTURE);
  target.addEventListener("pointerup", release, CAPTURE);
  target.addEventListener("pointercancel", release, CAPTURE);
  return {
    run(update) {
      if (pressed) held.push(update);
      else update();
    },
    dispose() {
      target.removeEventListener("pointerdown", press, CAPTURE);
      target.removeEventListener("pointerup", release, CAPTURE);
      target.removeEventListener("pointercancel", release, CAPTURE);
    },
  };
}

/** The press gate of the page's window for one screen's lifetime. */
export function useDeferWhilePressed(): (update: () => void) => void {
  const gate = useRef<PressGate>(undefined);
  useEffect(() => {
    gate.current = createPressGate(window);
    return () => gate.current?.dispose();
  }, []);
  return useCallback((update: () => void) => {
    if (gate.current) gate.current.run(update);
    else update();
  }, []);
}
