import { describe, expect, it } from "vitest";
import { DEMO_SERVER_SECRET, loadConfig } from "./config.js";
import { isPreviewTokenValid } from "./previews/preview-token.js";
import { createPromoterSite } from "./promoter-site.js";

describe("the demo admin page on the promoter origin", () => {
  const site = createPromoterSite(loadConfig({ DEMO: "1" }));

  it("embeds a fresh valid preview token and frames the site's preview pages", async () => {
    const res = await site.request("/preview.html");
    expect(res.status).toBe(200);
    const html = await res.text();
    const token = /<meta name="preview-token" content="([^"]*)"/.exec(html)?.[1];
    expect(isPreviewTokenValid(DEMO_SERVER_SECRET, token)).toBe(true);
    expect(html).toContain('src="http://127.0.0.1:4173/preview-page/campaign/"');
    expect(html).toContain('src="http://127.0.0.1:4173/preview-page/tour/"');
  });

  it("serves its script and styles, and links it from the index", async () => {
    expect((await site.request("/preview-admin.js")).headers.get("content-type")).toContain(
      "text/javascript",
    );
    expect((await site.request("/preview-admin.css")).headers.get("content-type")).toContain("text/css");
    expect(await (await site.request("/")).text()).toContain('href="/preview.html"');
  });
});
