import { expect, type Page, type Route } from "@playwright/test";

// Issue 22: a campaign's landing and register pages arrive with their first screen rendered by the server;
// the element's own render takes its place once its code has run (elements/runtime/served-screen.ts).
// The own render is made off the document and swapped in at once: the page never holds both copies. A
// test of the element's own behaviour (not the served markup's) waits for the swap.

/** Waits until every served element on the page has given way to the element's own render. */
export async function untilOwnRender(page: Page): Promise<void> {
  await expect(page.locator("[data-first-screen]")).toHaveCount(0);
}

/** Opens `path` and waits for the elements' own render (untilOwnRender). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilOwnRender(page);
}

/**
 * Opens `path` with the takeover's code (served-screen.ts) held until the element has rendered its own
 * screen off the document and asked for it; resolves with the function that lets it through.
 */
export async function openWithTakeoverHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const takeover = /\/chunks\/served-screen-[\w-]+\.js$/;
  const held: Route[] = [];
  await page.route(takeover, (route) => {
    held.push(route);
  });
  await page.addInitScript(() =>
    document.addEventListener("campaign:ready", () =>
      document.documentElement.setAttribute("data-ready", ""),
    ),
  );
  await page.goto(path);
  await expect(page.locator("html[data-ready]")).toHaveCount(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(takeover);
  };
}
