import { watchScrollUp } from "./scroll-up.js";

// engagement §4 exit-intent triggers: the mouse leaving the window, the tab hidden, the browser's back
// button, and on mobile a scroll up.

export interface TriggerWindow extends EventTarget {
  readonly scrollY: number;
  readonly history: Pick<History, "pushState" | "state">;
  readonly location: Pick<Location, "href">;
}

export interface TriggerDocument extends EventTarget {
  readonly visibilityState: DocumentVisibilityState;
  /** The focused element (inside elements' shadow roots, their `activeElement` in turn). */
  readonly activeElement?: Element | null;
  /** The root element: its `mouseleave` is the pointer leaving the viewport through any edge. */
  readonly documentElement: EventTarget;
}

export interface TriggerEnvironment {
  window: TriggerWindow;
  document: TriggerDocument;
  /** Mobile width (engagement §9: up to 768 px): watch scroll ups. */
  mobile: boolean;
}

/** A `mouseout` to nothing: the pointer went outside the window, through any edge. */
export const leavesWindow = (event: Pick<MouseEvent, "relatedTarget">): boolean =>
  event.relatedTarget === null;

const GUARD = "campaign-exit-intent-guard";
const isGuard = (state: unknown) => typeof state === "object" && state !== null && GUARD in state;

/**
 * The history guard: one extra entry on the current page, so the first back press stays here and counts
 * as an exit intent. It is pushed at once, without waiting for a gesture: Chrome's back button skips an
 * entry pushed without user activation only until the page gets one (a click, a key, a tap; Chromium's
 * history manipulation intervention, invariant 3); other browsers honour it straight away.
 */
function guardBack(win: TriggerWindow, onBack: () => void): () => void {
  let href: string | undefined = win.location.href;
  if (!isGuard(win.history.state)) win.history.pushState({ [GUARD]: true }, "", href);
  const onPopState = (event: Event) => {
    // Back from the guard to the page it guards: the site need not render the same page again.
    if (href !== undefined && win.location.href === href && !isGuard((event as PopStateEvent).state)) {
      event.stopImmediatePropagation();
      href = undefined;
      onBack();
    }
  };
  // Capture: at the window, capture listeners run before the site's own popstate listener.
  win.addEventListener("popstate", onPopState, { capture: true });
  return () => win.removeEventListener("popstate", onPopState, { capture: true });
}

const EDITABLE = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Whether focus is in a form field, looking through the shadow roots of our elements. */
export function isEditing(doc: Pick<TriggerDocument, "activeElement">): boolean {
  let active = doc.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active !== null && EDITABLE.has(active.tagName);
}

/** After focus moves between fields the page scrolls the next one into view: not the fan leaving. */
export const FOCUS_SETTLE_MS = 1000;

/** Starts watching every trigger; returns the stop function. */
export function watchTriggers(env: TriggerEnvironment, onTrigger: () => void): () => void {
  const { window: win, document: doc } = env;
  const onMouseOut = (event: Event) => {
    if (leavesWindow(event as MouseEvent)) onTrigger();
  };
  const onVisibility = () => {
    if (doc.visibilityState === "hidden") onTrigger();
  };
  // Three signals of one exit, for the browsers that send only some of them; the pop-up opens once.
  doc.addEventListener("mouseout", onMouseOut);
  doc.addEventListener("mouseleave", onTrigger);
  doc.documentElement.addEventListener("mouseleave", onTrigger);
  doc.addEventListener("visibilitychange", onVisibility);
  const stopGuard = guardBack(win, onTrigger);
  // On a phone, a fan filling a form scrolls up and down as the keyboard opens and fields come into view:
  // a scroll up counts only when no field has focus and focus has settled.
  let focusMovedAt = Number.NEGATIVE_INFINITY;
  const onFocusMove = () => {
    focusMovedAt = Date.now();
  };
  doc.addEventListener("focusin", onFocusMove);
  doc.addEventListener("focusout", onFocusMove);
  const onScrollUp = () => {
    if (!isEditing(doc) && Date.now() - focusMovedAt >= FOCUS_SETTLE_MS) onTrigger();
  };
  const stopScroll = env.mobile ? watchScrollUp(win, onScrollUp) : undefined;
  return () => {
    doc.removeEventListener("focusin", onFocusMove);
    doc.removeEventListener("focusout", onFocusMove);
    doc.removeEventListener("mouseout", onMouseOut);
    doc.removeEventListener("mouseleave", onTrigger);
    doc.documentElement.removeEventListener("mouseleave", onTrigger);
    doc.removeEventListener("visibilitychange", onVisibility);
    stopGuard();
    stopScroll?.();
  };
}
