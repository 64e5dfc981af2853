import { adoptSheets } from "./styles.js";

/**
 * Issue 22: the server renders a screen's first view into its shadow root (declarative shadow DOM).
 * True hydration would need the client's first render to match it, but the client's first render may be
 * the skeleton (the language and the campaign can arrive in effects), and preact would morph the served
 * markup into it: a flash. Instead the served markup stays on screen while the component renders into a
 * holder off the document (define-element.ts attachShadow); once that shows its screen (no busy skeleton
 * left), what the fan typed and where the focus was are copied into it, and in one task the served markup
 * goes and the holder takes its place: the page never holds both. The element calls this when it finds a served root (define-element.ts attachShadow),
 * from a chunk of its own: a page without served markup never loads it.
 */
export function takeOverServedScreen(root: ShadowRoot, holder: HTMLElement): void {
  const served = [...root.childNodes];
  // Sheets the render adopted where it was made (a view's own, e.g. registered-view.tsx) come along.
  const offstage = holder.getRootNode();
  // Not in the middle of what the fan is doing: the swap waits for a pause in their input, so a tap or a
  // keystroke never lands on a control that goes away under it.
  let lastInput = 0;
  const noteInput = () => {
    lastInput = performance.now();
  };
  for (const type of INPUT_EVENTS) root.addEventListener(type, noteInput, true);
  // Nor between a press and its release (marked on the host by the page's tap keeper, which saw the press
  // even before this code arrived): a tap whose button went away under the finger is no click at all, and a
  // slow tap on a phone easily outlasts the quiet pause. A press held longer is no tap (a long press, or a
  // release this page never heard): it does not hold the takeover back.
  const pressed = () => Date.now() - Number(root.host.getAttribute("data-served-press") ?? 0) < LONG_PRESS_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const swap = () => {
    if (done) return true;
    if (!holder.firstElementChild || holder.querySelector('[aria-busy="true"]')) return false;
    const busyFor = pressed() ? QUIET_MS : QUIET_MS - (performance.now() - lastInput);
    if (busyFor > 0) {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (swap()) observer?.disconnect();
      }, busyFor);
      return false;
    }
    done = true;
    clearTimeout(retry);
    for (const type of INPUT_EVENTS) root.removeEventListener(type, noteInput, true);
    const servedControls = controlsOf(served);
    const clientControls = controlsOf([holder]);
    const focused = root.activeElement;
    const tap = counterpartIn(served, holder, TAPPABLE, (element) => element.hasAttribute("data-served-tap"));
    // A focused button or link (not a field: restoreFocus keeps its caret too) keeps the focus as well.
    const focusedOther =
      focused && !servedControls.includes(focused as Control)
        ? counterpartIn(served, holder, FOCUSABLE, (element) => element === focused)
        : undefined;
    // The holder leaves layout to its content: the screen sits where the served one was.
    holder.style.display = "contents";
    for (const node of served) node.remove();
    root.append(holder);
    if (offstage instanceof ShadowRoot) adoptSheets(root, offstage.adoptedStyleSheets);
    // No longer served: the page's tap keeper lets taps through (demo/server/pages/served-taps.ts).
    root.host.removeAttribute("data-first-screen");
    // In the document now, so a checkbox's click toggles it; in the same task, so no frame shows it empty.
    carryOverInput(servedControls, clientControls, focused);
    restoreFocus(focused, servedControls, clientControls);
    focusedOther?.focus();
    // After the client has rendered what was carried over (its state updates are batched): a replayed
    // submit must see the fan's values, not the empty form.
    // A render meanwhile may have replaced the button: the one with its text then.
    if (tap) {
      requestAnimationFrame(() =>
        setTimeout(() =>
          (tap.isConnected
            ? tap
            : elementsOf([holder], TAPPABLE).find((element) => element.textContent === tap.textContent)
          )?.click(),
        ),
      );
    }
    return true;
  };
  let observer: MutationObserver | undefined;
  if (swap()) return;
  observer = new MutationObserver(() => {
    if (swap()) observer?.disconnect();
  });
  observer.observe(holder, { childList: true, subtree: true, attributes: true });
}

const QUIET_MS = 150;
const LONG_PRESS_MS = 2000;
const INPUT_EVENTS = ["pointerdown", "pointerup", "click", "keydown", "keyup", "input", "focusin"] as const;

const CONTROLS = "input, select, textarea";
// What the page's tap keeper marks (demo/server/pages/served-taps.ts).
const TAPPABLE = "button, a:not([href]), [role=button], [role=tab]";

const FOCUSABLE = "button, a[href], [tabindex]";

/**
 * The client's element standing for a served one `pick` finds among `selector`'s matches: the one at the
 * same place with the same text, else the first with that text. A tap on the served screen before its
 * code arrived (marked `data-served-tap`) is replayed on it: the fan's "Register" is not lost.
 */
function counterpartIn(
  served: readonly Node[],
  holder: HTMLElement,
  selector: string,
  pick: (element: HTMLElement) => boolean,
): HTMLElement | undefined {
  const candidates = elementsOf(served, selector);
  const found = candidates.find(pick);
  if (!found) return undefined;
  const client = elementsOf([holder], selector);
  const same = client[candidates.indexOf(found)];
  if (same?.textContent === found.textContent) return same;
  return client.find((element) => element.textContent === found.textContent);
}

function elementsOf(nodes: readonly Node[], selector: string): HTMLElement[] {
  return nodes.flatMap((node) =>
    node instanceof HTMLElement
      ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll<HTMLElement>(selector)]
      : [],
  );
}
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsOf = (nodes: readonly Node[]) => elementsOf(nodes, CONTROLS) as Control[];

/** The client control standing for a served one: the same name, else the same place in the form. */
function counterpart(control: Control, index: number, client: Control[]): Control | undefined {
  const named = control.name ? client.filter((c) => c.name === control.name) : [];
  if (named.length === 1) return named[0];
  const same = client[index];
  return same && same.localName === control.localName && same.type === control.type ? same : undefined;
}

/**
 * Each value the fan changed goes through the client control's own events, so its state has it too; a
 * field the fan left or pressed Enter in (marked by the page's tap keeper) is left, or gets the Enter, again,
 * so it does what it would have done.
 */
function carryOverInput(served: readonly Control[], client: Control[], focused: Element | null): void {
  served.forEach((control, index) => {
    const target = counterpart(control, index, client);
    if (!target) return;
    copyValue(control, target);
    if (control.hasAttribute("data-served-keydown")) {
      target.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, composed: true }));
    }
    if (control.hasAttribute("data-served-focusout") && control !== focused) {
      target.dispatchEvent(new FocusEvent("blur"));
      target.dispatchEvent(new FocusEvent("focusout", { bubbles: true, composed: true }));
    }
  });
}

function copyValue(control: Control, target: Control): void {
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    if (control.checked === control.defaultChecked || !(target instanceof HTMLInputElement)) return;
    target.click();
    return;
  }
  const changed =
    control instanceof HTMLSelectElement
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control.value !== control.defaultValue;
  if (!changed) return;
  target.value = control.value;
  target.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  target.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The fan keeps typing where they were: the same control, the same caret. */
function restoreFocus(active: Element | null, served: readonly Control[], client: Control[]): void {
  const index = served.indexOf(active as Control);
  if (!active || index < 0) return;
  const target = counterpart(served[index] as Control, index, client);
  target?.focus();
  if (target instanceof HTMLInputElement && active instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(active.selectionStart, active.selectionEnd);
    } catch {
      // email and number inputs have no selection API.
    }
  }
}
