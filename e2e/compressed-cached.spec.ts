import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, type Locator } from "@playwright/test";
import { elementTags } from "../elements/entries.mjs";
import { SITE_PORT } from "../playwright.config.js";
import { test } from "./csp.js";
import { openWithTakeoverHeld, untilOwnRender } from "./served-screen.js";

// Issue 22, against the built dist/web: every file is served from the build's brotli/gzip copies by the
// browser's accept-encoding, content-hashed names are immutable, stable names and pages answer 304.

const IMMUTABLE = "public, max-age=31536000, immutable";

interface Raw {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** The answer as sent: Playwright's and Node's fetch would decompress, and this test is about the bytes. */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: SITE_PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([key, value]) => [
              key,
              Array.isArray(value) ? value.join(", ") : value,
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (encoding: string | undefined, bytes: Buffer) =>
  encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;

test.describe("the built site's caching and compression", () => {
  test("the page shell names hashed code, and every hashed file is immutable and compressed by accept-encoding", async () => {
    const page = await get("/p/demo-presale/register", { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    const html = decode(page.headers["content-encoding"], page.body).toString();
    const hashed = [...html.matchAll(/(?:src|href)="(\/site\/[\w.-]+\.[\w-]{8}\.(?:js|css))"/g)].map(
      (m) => m[1]!,
    );
    expect(hashed.some((path) => path.endsWith(".js"))).toBe(true);
    expect(hashed.some((path) => path.endsWith(".css"))).toBe(true);
    const main = hashed.find((path) => path.endsWith(".js"))!;
    const plain = await get(main, { "accept-encoding": "identity" });
    const original = plain.body;
    // The site imports its elements and chunks by their hashed names.
    const imported = [...original.toString().matchAll(/"\.\.\/((?:elements|chunks)\/[\w.-]+\.js)"/g)].map(
      (m) => `/${m[1]}`,
    );
    expect(imported.some((path) => /\/elements\/campaign-register\.[\w-]{8}\.js$/.test(path))).toBe(true);
    for (const path of [...hashed, ...imported.slice(0, 6)]) {
      for (const [accept, encoding] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["identity", undefined],
      ] as const) {
        const res = await get(path, { "accept-encoding": accept });
        expect(res.status, path).toBe(200);
        const headers = res.headers;
        expect(headers["cache-control"], path).toBe(IMMUTABLE);
        expect(headers.vary, path).toBe("accept-encoding");
        const { body } = res;
        if (body.length >= 1024 || encoding === undefined)
          expect(headers["content-encoding"], path).toBe(encoding);
        expect(headers["content-length"], path).toBe(String(body.length));
        if (path === main)
          expect(decode(headers["content-encoding"], body).equals(original), path).toBe(true);
      }
    }
  });

  test("stable names (the loader, each element, the autoloader) are revalidated: ETag, no-cache, 304", async () => {
    const stable = [
      "/loader.js",
      "/elements/autoloader.js",
      ...elementTags.map((tag) => `/elements/${tag}.js`),
    ];
    for (const path of stable) {
      const res = await get(path, { "accept-encoding": "br" });
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("no-cache");
      const etag = res.headers.etag;
      expect(etag, path).toMatch(/^W\/"/);
      const again = await get(path, { "accept-encoding": "br", "if-none-match": etag! });
      expect(again.status, path).toBe(304);
    }
    // The loader is big enough to come compressed; a stable element name is one line re-exporting its hashed file.
    expect((await get("/loader.js", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const stub = (await get("/elements/campaign-register.js")).body.toString();
    expect(stub).toMatch(/^export \* from "\.\/campaign-register\.[\w-]{8}\.js";\s*$/);
  });

  test("pages: compressed by accept-encoding, identity when none is accepted, 304 on revisit", async () => {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await get("/p/demo-presale/", { "accept-encoding": accept });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("accept-encoding");
      const again = await get("/p/demo-presale/", {
        "accept-encoding": accept,
        "if-none-match": res.headers.etag!,
      });
      expect(again.status).toBe(304);
    }
  });

  test("the register page preloads its hero, and the hero is sized and fetched first", async ({ page }) => {
    // The served screen is checked with the takeover held, then the element's own render that replaces it:
    // both must be sized and show the preloaded file. Measured mid-swap, a box can be gone (CI, stop 33).
    const release = await openWithTakeoverHeld(page, "/p/demo-presale/register");
    const html = await page.content();
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/);
    expect(preload).not.toBeNull();
    const served = page.locator("campaign-register[data-first-screen] img.hero");
    await expectSizedHero(served, preload![1]!);
    await release();
    await untilOwnRender(page);
    await expectSizedHero(page.locator("campaign-register img.hero"), preload![1]!);
  });
});

async function expectSizedHero(hero: Locator, preloaded: string): Promise<void> {
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("width", "1280");
  await expect(hero).toHaveAttribute("height", "720");
  expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.src).pathname)).toBe(preloaded);
  // The attributes give the box its ratio; the column, not the attribute, gives its width.
  const box = await hero.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(9 / 16, 1);
}
