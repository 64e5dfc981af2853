import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./csp.js";
import { openWithTakeoverHeld, untilOwnRender } from "./served-screen.js";

// Issue 22: a campaign photo is fetched as a copy as wide as the screen needs (GET /images/sized, the
// hero's srcset), on the served screen and on the element's own render alike; the promoter's original
// (o/demo-preorder's 2400 px JPEG) is never fetched.

const ORIGINAL = "/assets/demo/preorder-photo.jpg";
const copy = (width: number) => `/images/sized?w=${width}&src=${encodeURIComponent(ORIGINAL)}`;

/**
 * What the image shows once loaded: the URL the browser picked (its path and query), and its width in
 * CSS pixels (a copy's pixels over its density: the 1280 px copy on a 390 px screen is 390 wide).
 */
async function shown(hero: Locator): Promise<{ picked: string; width: number }> {
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return hero.evaluate((img: HTMLImageElement) => {
    const url = new URL(img.currentSrc);
    return { picked: url.pathname + url.search, width: img.naturalWidth };
  });
}

function imagesFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") {
      const url = new URL(request.url());
      fetched.push(url.pathname + url.search);
    }
  });
  return fetched;
}

test.describe("on a phone at 3x", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test("o/demo-preorder's photo hero is the 1280 px copy, served and after the takeover, never the original", async ({
    page,
  }) => {
    const fetched = imagesFetched(page);
    const release = await openWithTakeoverHeld(page, "/o/demo-preorder/");
    const served = page.locator("campaign-welcome[data-first-screen] img[part=hero]");
    // 390 CSS px at 3x need 1170 pixels: the 1280 copy.
    expect(await shown(served)).toEqual({ picked: copy(1280), width: 390 });
    await release();
    await untilOwnRender(page);
    expect(await shown(page.locator("campaign-welcome img[part=hero]"))).toEqual({
      picked: copy(1280),
      width: 390,
    });
    // Once: the preload (the same srcset and sizes) is the fetch the image then uses.
    expect(fetched.filter((url) => url === copy(1280))).toHaveLength(1);
    expect(fetched.filter((url) => url.startsWith(ORIGINAL))).toEqual([]);
  });
});

test.describe("on a desktop at 1x", () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test("the welcome page's 960 px column takes the 960 px copy, as WebP", async ({ page, request }) => {
    await page.goto("/o/demo-preorder/");
    await untilOwnRender(page);
    expect(await shown(page.locator("campaign-welcome img[part=hero]"))).toEqual({
      picked: copy(960),
      width: 960,
    });
    const answer = await request.get(copy(960), { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(answer.headers()["content-type"]).toBe("image/webp");
    // The promoter's original is 2400 px and several times the bytes.
    const original = await request.get(ORIGINAL);
    expect((await answer.body()).length * 4).toBeLessThan((await original.body()).length);
  });
});
