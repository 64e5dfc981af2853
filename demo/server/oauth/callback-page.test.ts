import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { registerOAuthCallback } from "./callback-page.js";

const app = new Hono();
registerOAuthCallback(app);

describe("the OAuth callback page", () => {
  it("loads its script from this origin under the strict CSP, in the browser's language", async () => {
    const page = await app.request("/oauth/spotify/callback?code=c&state=s", {
      headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script src="/oauth/callback.js"></script>');
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Chargement…");
    expect(html).toContain("Vous pouvez fermer cette fenêtre.");
  });

  it("posts to the opener on its own origin only", async () => {
    const script = await (await app.request("/oauth/callback.js")).text();
    expect(script).toContain("window.opener.postMessage(message, location.origin)");
    expect(script).not.toContain('"*"');
  });
});
