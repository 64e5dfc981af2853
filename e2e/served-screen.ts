import { expect, type Page } from "@playwright/test";

// Issue 22: a campaign's landing and register pages arrive with their first screen rendered by the server;
// the element's own render takes its place once its code has run (elements/runtime/served-screen.ts).
// Until then both copies are in the shadow root (the element's own hidden): role and label locators see
// the served one only, but a CSS locator sees both. A test of the element's own behaviour waits for it.

/** Waits until every served element on the page has given way to the element's own render. */
export async function untilOwnRender(page: Page): Promise<void> {
  await expect(page.locator("[data-first-screen]")).toHaveCount(0);
}

/** Opens `path` and waits for the elements' own render (untilOwnRender). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilOwnRender(page);
}
