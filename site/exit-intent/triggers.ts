import { watchScrollUp } from "./scroll-up.js";

// engagement §4 exit-intent triggers: the mouse leaving the window (at the top), the tab hidden, the
// browser's back button, and on mobile a scroll up.

export interface TriggerWindow extends EventTarget {
  readonly scrollY: number;
  readonly history: Pick<History, "pushState" | "state">;
  readonly location: Pick<Location, "href">;
}

export interface TriggerDocument extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
}

export interface TriggerEnvironment {
  window: TriggerWindow;
  document: TriggerDocument;
  /** Mobile width (engagement §9: up to 768 px): watch scroll ups. */
  mobile: boolean;
}

/** The mouse left through the top edge: a mouseout to nothing (outside the window) near y 0. */
export const leavesAtTop = (event: Pick<MouseEvent, "relatedTarget" | "clientY">): boolean =>
  event.relatedTarget === null && event.clientY < 10;

const GUARD = "campaign-exit-intent-guard";
const isGuard = (state: unknown) => typeof state === "object" && state !== null && GUARD in state;

/**
 * The history guard: one extra entry on the current page, so the first back press stays here and counts
 * as an exit intent. Chrome lets back skip entries pushed without a user gesture, so the entry is pushed
 * on the first key or pointer press.
 */
function guardBack(win: TriggerWindow, doc: TriggerDocument, onBack: () => void): () => void {
  let href: string | undefined;
  const push = () => {
    if (href !== undefined) return;
    href = win.location.href;
    if (!isGuard(win.history.state)) win.history.pushState({ [GUARD]: true }, "", href);
    doc.removeEventListener("pointerdown", push);
    doc.removeEventListener("keydown", push);
  };
  const onPopState = (event: Event) => {
    // Back from the guard to the page it guards: the site need not render the same page again.
    if (href !== undefined && win.location.href === href && !isGuard((event as PopStateEvent).state)) {
      event.stopImmediatePropagation();
      href = undefined;
      onBack();
    }
  };
  doc.addEventListener("pointerdown", push);
  doc.addEventListener("keydown", push);
  // Capture: at the window, capture listeners run before the site's own popstate listener.
  win.addEventListener("popstate", onPopState, { capture: true });
  return () => {
    doc.removeEventListener("pointerdown", push);
    doc.removeEventListener("keydown", push);
    win.removeEventListener("popstate", onPopState, { capture: true });
  };
}

/** Starts watching every trigger; returns the stop function. */
export function watchTriggers(env: TriggerEnvironment, onTrigger: () => void): () => void {
  const { window: win, document: doc } = env;
  const onMouseOut = (event: Event) => {
    if (leavesAtTop(event as MouseEvent)) onTrigger();
  };
  const onVisibility = () => {
    if (doc.visibilityState === "hidden") onTrigger();
  };
  doc.addEventListener("mouseout", onMouseOut);
  doc.addEventListener("visibilitychange", onVisibility);
  const stopGuard = guardBack(win, doc, onTrigger);
  const stopScroll = env.mobile ? watchScrollUp(win, onTrigger) : undefined;
  return () => {
    doc.removeEventListener("mouseout", onMouseOut);
    doc.removeEventListener("visibilitychange", onVisibility);
    stopGuard();
    stopScroll?.();
  };
}
