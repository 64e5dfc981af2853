import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import type { ServerConfig } from "./config.js";
import { handleError } from "./errors.js";

const PAGES = new Map([
  ["/", "index.html"],
  ["/index.html", "index.html"],
  ["/elements.html", "elements.html"],
]);

/**
 * The promoter's own website, on a second origin (DEMO_PORT): what a promoter gets by pasting our
 * script tag. Pages name the site's origin through {{SITE_ORIGIN}}.
 */
export function createPromoterSite(config: ServerConfig, pagesDir = "demo/promoter"): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.get("/promoter.css", async (c) =>
    c.body(await readFile(join(pagesDir, "promoter.css"), "utf8"), 200, {
      "content-type": "text/css; charset=utf-8",
    }),
  );
  app.get("*", async (c) => {
    const file = PAGES.get(c.req.path);
    if (!file) return c.text("Not found", 404);
    const html = await readFile(join(pagesDir, file), "utf8");
    return c.html(html.replaceAll("{{SITE_ORIGIN}}", config.publicOrigin), 200, {
      "content-security-policy": `default-src 'self'; script-src 'self' ${config.publicOrigin}; frame-src ${config.publicOrigin}; style-src 'self'; img-src 'self' data: ${config.publicOrigin}; connect-src ${config.publicOrigin}`,
    });
  });
  return app;
}
