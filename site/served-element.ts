/**
 * Issue 22: the element the server rendered into the page for this screen, once (a later render, or
 * another screen, builds its own). The element takes over its served shadow root itself and then drops its
 * `data-first-screen` marker (elements/runtime/served-screen.ts); until then the marker keeps the site's
 * pre-script skeleton away (site.css) and the page's tap keeper on.
 */
export function takeServedElement(root: HTMLElement, tag: string): HTMLElement | undefined {
  const served = root.querySelector<HTMLElement>(":scope > [data-first-screen]");
  if (!served) return undefined;
  if (served.localName !== tag) {
    served.remove();
    return undefined;
  }
  // The takeover's chunk is fetched beside the element's code, not after it (the element imports it).
  void import("../elements/runtime/served-screen.js").catch(() => undefined);
  return served;
}

/**
 * Once its code is defined, the page is built around the element without moving it (replaceChildren would
 * remove and insert it: the fan's field would blur).
 */
export function settleServedElement(
  root: HTMLElement,
  element: HTMLElement,
  before: HTMLElement | undefined,
  after: readonly HTMLElement[],
): void {
  for (const child of [...root.children]) if (child !== element) child.remove();
  if (before) element.before(before);
  element.after(...after);
}
