import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { buildSeed } from "../../seed/build-seed.js";
import { applySeed } from "../../store/seed.js";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { SERVED_TAPS_SCRIPT, SERVED_TAPS_SOURCE } from "./served-taps.js";

// The real page shell: the first screen goes into its <main id="app">.
const publicDir = mkdtempSync(join(tmpdir(), "site-"));
writeFileSync(join(publicDir, "index.html"), readFileSync("site/index.html", "utf8"));

/** The page without its embedded JSON: what the fan sees before any script runs. */
const withoutData = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");

forEachDatabase("the server-rendered first screen (issue 22)", (getDb) => {
  let app: Hono;
  const seed = buildSeed(new Date());

  beforeAll(async () => {
    await applySeed(getDb(), seed);
    app = createApp({ db: getDb(), config: loadConfig({ PUBLIC_DIR: publicDir, DEMO: "1" }) });
  });

  describe("pages", () => {
    it("renders the register form as declarative shadow DOM, its styles allowed by their hash", async () => {
      const res = await app.request("/p/demo-presale/register");
      const html = await res.text();
      const screen = withoutData(html);
      expect(screen).toContain(
        '<campaign-register campaign="p/demo-presale" lang="en-us" data-first-screen>',
      );
      expect(screen).toContain('<template shadowrootmode="open"><style>');
      // The tap keeper right after the element, allowed by its hash (served-taps.ts).
      expect(html).toContain(`</campaign-register><script>${SERVED_TAPS_SCRIPT}</script>`);
      expect(res.headers.get("content-security-policy")).toContain(`${SERVED_TAPS_SOURCE};`);
      expect(screen).toContain('<form method="dialog"');
      expect(screen).not.toContain(' style="');
      const style = /<template shadowrootmode="open"><style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      const hash = createHash("sha256").update(style).digest("base64");
      expect(res.headers.get("content-security-policy")).toContain(`style-src 'self' 'sha256-${hash}'`);
    });

    it("renders the landing page in the campaign's language, right to left for Arabic", async () => {
      const html = await (await app.request("/p/demo-arabic")).text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(withoutData(html)).toMatch(/<campaign-welcome campaign="p\/demo-arabic" lang="ar"/);
    });

    it("shows the campaign image as the hero, sized, from the site's own origin", async () => {
      // The page's largest paint must not wait for code: the hero is in the served markup, its box
      // reserved by width and height (engagement §2; the server also preloads it).
      for (const path of ["/p/demo-presale", "/o/demo-preorder", "/p/demo-presale/register"]) {
        const screen = withoutData(await (await app.request(path)).text());
        const hero = /<img [^>]*part="hero"[^>]*>/.exec(screen)?.[0] ?? "";
        expect(hero, path).toMatch(/ src="\/assets\/demo\/[a-z-]+\.(svg|jpg)"/);
        expect(hero).toContain('width="1280" height="720"');
        expect(hero.toLowerCase()).toContain('fetchpriority="high"');
      }
    });

    it("gives a photo hero the server's sized copies (srcset), and preloads the one the screen needs", async () => {
      const html = await (await app.request("/o/demo-preorder/")).text();
      const hero = /<img [^>]*part="hero"[^>]*>/.exec(withoutData(html))?.[0] ?? "";
      const copies = "/images/sized?w=480&amp;src=%2Fassets%2Fdemo%2Fpreorder-photo.jpg 480w";
      expect(hero).toContain(` srcset="${copies}, `);
      expect(hero).toContain("1920w");
      expect(hero).toContain(' sizes="(min-width: 960px) 960px, 100vw"');
      expect(html).toMatch(
        new RegExp(
          `<link rel="preload" as="image" href="[^"]+" imagesrcset="${copies.replace(/[?.]/g, "\\$&")}, `,
        ),
      );
      // An SVG scales by itself: no copies.
      const svg = withoutData(await (await app.request("/p/demo-presale/")).text());
      expect(/<img [^>]*part="hero"[^>]*>/.exec(svg)?.[0]).not.toContain("srcset");
      // The campaign's answer says so too, for the elements on a promoter's page.
      const lookup = await (await app.request("/api/v1/cn/campaign-uri?uri=o/demo-preorder")).json();
      expect(lookup.campaign.resources[0]).toMatchObject({
        assetType: "campaign-image",
        widths: [480, 720, 960, 1280, 1920],
      });
    });

    it("shows the campaign's dates, already formatted in the event's zone", async () => {
      const screen = withoutData(await (await app.request("/p/demo-presale")).text());
      const dates = /<dl part="dates" class="dates">([\s\S]*?)<\/dl>/.exec(screen)?.[1] ?? "";
      expect(dates).toMatch(/<dt>Event date<\/dt><dd>\w{3}, \w{3} \d+\w\w, \d+:\d\d [AP]M \(\w+\)<\/dd>/);
      expect(dates).toMatch(/<dt>Registration closes<\/dt><dd>\w{3}, /);
      expect(screen).not.toContain("aria-busy");
    });

    it("renders in the language the address asks for", async () => {
      const html = await (await app.request("/p/demo-presale/register?lang=fr")).text();
      expect(html).toContain('<campaign-register campaign="p/demo-presale" lang="fr"');
    });

    it("leaves ended campaigns and unknown routes to the site", async () => {
      expect(await (await app.request("/p/demo-ended")).text()).not.toContain("data-first-screen");
      expect(await (await app.request("/p/demo-presale/share")).text()).not.toContain("data-first-screen");
      const missing = await app.request("/p/no-such-campaign");
      expect(await missing.text()).not.toContain("data-first-screen");
      expect(missing.headers.get("content-security-policy")).toContain("style-src 'self';");
    });
  });

  describe("GET /first-screen (a promoter's server)", () => {
    const firstScreen = async (query: Record<string, string>) => {
      const res = await app.request(`/api/v1/cn/first-screen?${new URLSearchParams(query)}`);
      return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, string> };
    };

    it("answers the element with its api-base, the style's CSP source and the language", async () => {
      const { status, headers, body } = await firstScreen({
        uri: "p/demo-presale",
        element: "campaign-register",
      });
      expect(status).toBe(200);
      expect(body.language).toBe("en-us");
      expect(body.html).toMatch(
        /^<campaign-register campaign="p\/demo-presale" lang="en-us" api-base="http:\/\/[^"]+\/api\/v1\/cn" data-first-screen><template shadowrootmode="open"><style>/,
      );
      for (const text of ["Email Address", "First Name", "Get presale access"])
        expect(body.html).toContain(text);
      // On the promoter's page the campaign's assets come from the campaign site.
      expect(body.html).toMatch(/<img [^>]*src="http:\/\/[^"]+\/assets\/demo\/presale\.svg"/);
      const style = /<style>([\s\S]*?)<\/style>/.exec(body.html ?? "")?.[1] ?? "";
      expect(body.styleSource).toBe(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
      const script = /<script>([\s\S]*?)<\/script>$/.exec(body.html ?? "")?.[1] ?? "";
      expect(body.scriptSource).toBe(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      expect(headers.get("cache-control")).toBe("public, max-age=60");
    });

    it("renders the welcome screen, in the language asked for", async () => {
      const { body } = await firstScreen({ uri: "p/demo-presale", element: "campaign-welcome", lang: "de" });
      expect(body.language).toBe("de");
      expect(body.html).toMatch(/^<campaign-welcome campaign="p\/demo-presale" lang="de"/);
    });

    it("answers 404 for an unknown uri or a short URL, 400 for an element it does not render", async () => {
      expect((await firstScreen({ uri: "p/nope", element: "campaign-register" })).status).toBe(404);
      expect((await firstScreen({ uri: "demo", element: "campaign-register" })).status).toBe(404);
      const wrong = await firstScreen({ uri: "p/demo-presale", element: "campaign-share" });
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).toContain("element");
    });
  });
});
