import { takeOverServedScreen } from "../elements/runtime/served-screen.js";

/**
 * Issue 22: the element the server rendered into the page for this screen, once (a later render, or
 * another screen, builds its own): its marker goes in settleServedElement, once its code is defined (until then
 * it keeps the site's pre-script skeleton away, site.css).
 */
export function takeServedElement(root: HTMLElement, tag: string): HTMLElement | undefined {
  const served = root.querySelector<HTMLElement>(":scope > [data-first-screen]");
  if (!served) return undefined;
  if (served.localName !== tag) {
    served.remove();
    return undefined;
  }
  return served;
}

/**
 * Once its code is defined: the element swaps its own render in (served-screen.ts), and the page is built
 * around it without moving it (replaceChildren would remove and insert it: the fan's field would blur).
 */
export function settleServedElement(
  root: HTMLElement,
  element: HTMLElement,
  before: HTMLElement | undefined,
  after: readonly HTMLElement[],
): void {
  element.removeAttribute("data-first-screen");
  if (element.shadowRoot) takeOverServedScreen(element.shadowRoot);
  for (const child of [...root.children]) if (child !== element) child.remove();
  if (before) element.before(before);
  element.after(...after);
}
