/**
 * Issue 22: the element the server rendered into the page for this screen, once (a later render, or
 * another screen, builds its own): its marker goes in settleServedElement, once its code is defined (until then
 * it keeps the site's pre-script skeleton away, site.css). The takeover's code loads beside the element's,
 * only on a page that was served one.
 */
export function takeServedElement(root: HTMLElement, tag: string): HTMLElement | undefined {
  const served = root.querySelector<HTMLElement>(":scope > [data-first-screen]");
  if (!served) return undefined;
  if (served.localName !== tag) {
    served.remove();
    return undefined;
  }
  void takeoverCode().catch(() => undefined);
  return served;
}

let takeover: Promise<typeof import("../elements/runtime/served-screen.js")> | undefined;

/** The takeover's code (loaded with the element's, through loadOrReload: a failed load reloads once). */
export const takeoverCode = () => {
  takeover ??= import("../elements/runtime/served-screen.js");
  return takeover;
};

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
  const shadow = element.shadowRoot;
  if (shadow) void takeoverCode().then((served) => served.takeOverServedScreen(shadow));
  for (const child of [...root.children]) if (child !== element) child.remove();
  if (before) element.before(before);
  element.after(...after);
}
