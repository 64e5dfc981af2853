import { readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import type { Page } from "@playwright/test";

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".json": "application/json",
  ".map": "application/json",
  ".css": "text/css",
};

/**
 * Serves a folder at a made-up origin (a host's own site, a third origin beside the campaign site and the
 * promoter's), through Playwright's routing: no port, no server process. `pages` adds HTML by path.
 */
export async function serveFolder(
  page: Page,
  origin: string,
  folder: string,
  pages: Record<string, string> = {},
) {
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (pages[path] !== undefined)
      return route.fulfill({ status: 200, contentType: "text/html", body: pages[path] });
    const file = normalize(join(folder, decodeURIComponent(path)));
    if (!file.startsWith(folder)) return route.fulfill({ status: 403, body: "outside" });
    try {
      const body = readFileSync(file);
      return route.fulfill({
        status: 200,
        contentType: TYPES[extname(file)] ?? "application/octet-stream",
        body,
      });
    } catch {
      return route.fulfill({ status: 404, body: "not found" });
    }
  });
}
