/**
 * Issue 22: the server renders a screen's first view into its shadow root (declarative shadow DOM).
 * True hydration would need the client's first render to match it, but the client's first render may be
 * the skeleton (the language and the campaign can arrive in effects), and preact would morph the served
 * markup into it: a flash. Instead the served markup stays on screen while the component renders into a
 * hidden holder (define-element.ts attachShadow); once that shows its screen (no busy skeleton left),
 * what the fan typed and where the focus was are copied into it, the served markup goes and the holder
 * shows, in place. The page that served the markup calls this once the element is defined (the site's
 * served-element.ts); it lives outside the elements' runtime, which only the site's pages need.
 */
export function takeOverServedScreen(root: ShadowRoot): void {
  // `:scope >` matches nothing in a shadow root: its children are looked through instead.
  const holder = [...root.children].find((child) => child.hasAttribute("data-client-screen"));
  if (!(holder instanceof HTMLElement)) return;
  const served = [...root.childNodes].filter((node) => node !== holder);
  const swap = () => {
    if (!holder.firstElementChild || holder.querySelector('[aria-busy="true"]')) return false;
    const servedControls = controlsOf(served);
    const clientControls = controlsOf([holder]);
    const focused = root.activeElement;
    carryOverInput(servedControls, clientControls);
    const tap = tappedCounterpart(served, holder);
    for (const node of served) node.remove();
    // The holder leaves layout to its content: the screen sits where the served one was.
    holder.style.display = "contents";
    holder.hidden = false;
    restoreFocus(focused, servedControls, clientControls);
    tap?.click();
    return true;
  };
  if (swap()) return;
  const observer = new MutationObserver(() => {
    if (swap()) observer.disconnect();
  });
  observer.observe(holder, { childList: true, subtree: true, attributes: true });
}

const CONTROLS = "input, select, textarea";
// What the page's tap keeper marks (demo/server/pages/served-taps.ts).
const TAPPABLE = "button, a:not([href]), [role=button], [role=tab]";

/**
 * A tap on the served screen before its code arrived (marked `data-served-tap`) is replayed on the client's
 * control at the same place with the same text: the fan's "Register" is not lost.
 */
function tappedCounterpart(served: readonly Node[], holder: HTMLElement): HTMLElement | undefined {
  const tappables = elementsOf(served, TAPPABLE);
  const index = tappables.findIndex((element) => element.hasAttribute("data-served-tap"));
  const same = elementsOf([holder], TAPPABLE)[index];
  return index >= 0 && same?.textContent === tappables[index]?.textContent ? same : undefined;
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

/** Each value the fan changed goes through the client control's own events, so its state has it too. */
function carryOverInput(served: readonly Control[], client: Control[]): void {
  served.forEach((control, index) => {
    const target = counterpart(control, index, client);
    if (!target) return;
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
  });
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
