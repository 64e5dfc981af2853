import type { Page } from "@playwright/test";

/**
 * What runs past the viewport's edge, in words (empty when nothing does): the page scrolling sideways,
 * any visible element (in the document or a shadow root) whose box passes the left or right edge, and
 * any control cut off by a box that clips it. Elements inside a clipping box are judged by that box
 * (a row meant to scroll sideways, a truncated line).
 */
export function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width)
      found.push(`the page scrolls sideways (${scroller.scrollWidth} > ${width} px)`);
    const describe = (el: Element) => {
      const host = (el.getRootNode() as ShadowRoot).host;
      const name = `${el.localName}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
      const text = (el.textContent ?? "").trim().slice(0, 30);
      return `${host ? `${host.localName} > ` : ""}${name} "${text}"`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const CONTROL = "button, input, select, textarea, a[href], [role=button], [role=tab]";
    const walk = (root: Document | ShadowRoot, clipper: Element | undefined) => {
      for (const el of Array.from(root.querySelectorAll("*"))) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.position === "fixed") continue;
        // The nearest clipping ancestor, across shadow boundaries.
        let clip: Element | undefined;
        for (
          let up: Element | null = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null;
          up;
          up = up.parentElement ?? (up.getRootNode() as ShadowRoot).host ?? null
        ) {
          if (up === document.documentElement || up === document.body) break;
          if (clips(getComputedStyle(up))) {
            clip = up;
            break;
          }
        }
        clip ??= clipper;
        const clipStyle = clip ? getComputedStyle(clip) : undefined;
        // A row meant to scroll sideways may run past the edge; a box that hides what passes it may not.
        const scrolls = clipStyle?.overflowX === "auto" || clipStyle?.overflowX === "scroll";
        if (!scrolls && (box.right > width + 1 || box.left < -1))
          found.push(
            `${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width} px`,
          );
        else if (clip && !scrolls && el.matches(CONTROL)) {
          const edge = clip.getBoundingClientRect();
          if (box.right > edge.right + 1 || box.left < edge.left - 1)
            found.push(`${describe(el)} is clipped by ${describe(clip)}`);
        }
        if (el.shadowRoot) walk(el.shadowRoot, clip);
      }
    };
    walk(document, undefined);
    return found;
  });
}

/** The widths every screen must hold (issue 20): small and common phones, a tablet, a desktop. */
export const WIDTHS = [320, 360, 390, 768, 1280] as const;

/** Overflows at each width, one page resized in place (no reload), each list prefixed by its width. */
export async function overflowsAtWidths(page: Page, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // A resize lays out before the next frame; two frames let media queries and ResizeObservers settle.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    found.push(...(await overflowsOf(page)).map((text) => `${width} px: ${text}`));
  }
  return found;
}
