import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import type { ServerConfig } from "./config.js";
import { handleError } from "./errors.js";

const PAGES = new Map([
  ["/", "index.html"],
  ["/index.html", "index.html"],
]);

/**
 * The promoter's own website, on a second origin (DEMO_PORT): what a promoter gets by pasting our
 * script tag. Pages name the site's origin through {{SITE_ORIGIN}}.
 */
export function createPromoterSite(config: ServerConfig, pagesDir = "demo/promoter"): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.get("*", async (c) => {
    const file = PAGES.get(c.req.path);
    if (!file) return c.text("Not found", 404);
    const html = await readFile(join(pagesDir, file), "utf8");
    return c.html(html.replaceAll("{{SITE_ORIGIN}}", config.publicOrigin), 200, {
      "content-security-policy": `default-src 'self'; script-src 'self' ${config.publicOrigin}; frame-src ${config.publicOrigin}; style-src 'self' 'unsafe-inline'; img-src 'self' data:`,
    });
  });
  return app;
}
