import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { callApi } from "../../sdk/api/call-api.js";
import { type FirstScreen, getFirstScreen } from "../../sdk/api/calls/first-screen.js";
import { createApiClient, DEFAULT_API_PATH } from "../../sdk/api/client.js";
import { DEMO_PROMOTER_OID } from "../seed/seed-kit.js";
import type { ServerConfig } from "./config.js";
import { handleError } from "./errors.js";
import { issuePreviewToken } from "./previews/preview-token.js";
import { domainHash } from "./remote-signup/domain-hash.js";

const PAGES = new Map([
  ["/", "index.html"],
  ["/index.html", "index.html"],
  ["/elements.html", "elements.html"],
  ["/remote-signup.html", "remote-signup.html"],
  ["/preview.html", "preview.html"],
  ["/strict-csp.html", "strict-csp.html"],
  ["/strict-csp-elements.html", "strict-csp-elements.html"],
  ["/server-rendered.html", "server-rendered.html"],
]);

const ASSETS = new Map([
  ["/promoter.css", "text/css"],
  ["/preview-admin.css", "text/css"],
  ["/remote-signup.js", "text/javascript"],
  ["/preview-admin.js", "text/javascript"],
]);

/** The remote-signup frame for the seeded promoter's verified domain (the demo origin's host). */
function remoteSignupSrc(config: ServerConfig): string {
  const domain = new URL(config.demoOrigin).hostname;
  const url = new URL("/widget/remote-signup/", config.publicOrigin);
  url.searchParams.set("campaign", "p/demo-presale");
  url.searchParams.set("domain", domain);
  url.searchParams.set(
    "hash",
    config.serverSecret ? domainHash(config.serverSecret, DEMO_PROMOTER_OID, domain) : "",
  );
  return url.href;
}

/** The register form's first screen from the campaign server's GET /first-screen; undefined if it fails. */
async function fetchFirstScreen(config: ServerConfig): Promise<FirstScreen | undefined> {
  const client = createApiClient({ base: `${config.publicOrigin}${DEFAULT_API_PATH}`, minDelayMs: 0 });
  const answer = await callApi(client, getFirstScreen, {
    query: { uri: "p/demo-presale", element: "campaign-register" },
  }).catch(() => undefined);
  return answer?.status === 200 ? answer.data : undefined;
}

/**
 * The promoter's own website, on a second origin (DEMO_PORT): what a promoter gets by pasting our
 * script tag. Pages name the site's origin through {{SITE_ORIGIN}}.
 */
export function createPromoterSite(config: ServerConfig, pagesDir = "demo/promoter"): Hono {
  const app = new Hono();
  app.onError(handleError);
  for (const [path, type] of ASSETS) {
    app.get(path, async (c) =>
      c.body(await readFile(join(pagesDir, path.slice(1)), "utf8"), 200, {
        "content-type": `${type}; charset=utf-8`,
      }),
    );
  }
  app.get("*", async (c) => {
    const file = PAGES.get(c.req.path);
    if (!file) return c.text("Not found", 404);
    const html = await readFile(join(pagesDir, file), "utf8");
    // What a promoter's server does for a form in its page's first answer (docs/embedding.md).
    const served = html.includes("{{FIRST_SCREEN}}") ? await fetchFirstScreen(config) : undefined;
    const page = html
      .replace(
        "{{FIRST_SCREEN}}",
        served?.html ??
          '<campaign-register campaign="p/demo-presale" api-base="{{SITE_ORIGIN}}/api/v1/cn"></campaign-register>',
      )
      .replaceAll("{{SITE_ORIGIN}}", config.publicOrigin)
      .replaceAll("{{REMOTE_SIGNUP_SRC}}", remoteSignupSrc(config).replaceAll("&", "&amp;"))
      // The demo admin tool's preview token, fresh on every load (docs/preview.md).
      .replaceAll("{{PREVIEW_TOKEN}}", config.serverSecret ? issuePreviewToken(config.serverSecret) : "");
    return c.html(page, 200, {
      "content-security-policy": `default-src 'self'; script-src 'self' ${config.publicOrigin}${served ? ` ${served.scriptSource}` : ""}; frame-src ${config.publicOrigin}; style-src 'self'${served ? ` ${served.styleSource}` : ""}; img-src 'self' data: ${config.publicOrigin}; connect-src ${config.publicOrigin}`,
    });
  });
  return app;
}
