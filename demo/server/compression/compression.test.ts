import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress.mjs";
import { forEachDatabase } from "../../db/testing.js";
import { buildSeed } from "../../seed/build-seed.js";
import { applySeed } from "../../store/seed.js";
import { createApp } from "../app.js";
import { loadConfig } from "../config.js";
import { COMPRESS_AT_ONCE_BYTES, compressAnswers, compressBody } from "./compress-answers.js";

const API = "/api/v1/cn";
const IMMUTABLE = "public, max-age=31536000, immutable";

// A built site in miniature, precompressed by the build's own step: one hashed chunk, one hashed element
// entry and its stable name, the loader, a small file and an image.
const code = (name: string) => `export const ${name} = ${JSON.stringify("fan ".repeat(2000))};\n`;
const files: Record<string, string> = {
  "index.html": `<html><head><title>Fan campaigns</title><meta name="description" content="x" /><meta name="theme-color" content="#7344c0" /></head><body>${"<p>shell</p>".repeat(200)}<!--campaign-data--></body></html>`,
  "chunks/core-Ab12_-Cd.js": code("core"),
  "elements/campaign-register.Xy98zW7v.js": code("register"),
  "elements/campaign-register.js": `export * from "./campaign-register.Xy98zW7v.js";\n`,
  "loader.js": code("loader"),
  "assets/hero.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(600)}</svg>`,
};
const publicDir = mkdtempSync(join(tmpdir(), "site-"));
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(publicDir, path, ".."), { recursive: true });
  writeFileSync(join(publicDir, path), text);
}
writeFileSync(join(publicDir, "assets/hero.png"), Buffer.alloc(4096, 7));

const decode = (encoding: string | null, bytes: Buffer): string =>
  (encoding === "br"
    ? brotliDecompressSync(bytes)
    : encoding === "gzip"
      ? gunzipSync(bytes)
      : bytes
  ).toString();

async function fetchAs(
  app: Hono,
  path: string,
  acceptEncoding?: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request(path, {
    headers: { ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }), ...headers },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: decode(res.headers.get("content-encoding"), bytes) };
}

forEachDatabase("compressed and cached answers (issue 22)", (getDb) => {
  let app: Hono;

  beforeAll(async () => {
    await precompress(publicDir);
    await applySeed(getDb(), buildSeed(new Date()));
    app = createApp({ db: getDb(), config: loadConfig({ PUBLIC_DIR: publicDir, DEMO: "1" }) });
  });

  describe("built files", () => {
    it.each([
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
      [undefined, null],
    ])("accept-encoding %s gets %s, with vary and an exact content-length", async (accept, encoding) => {
      for (const path of [
        "/chunks/core-Ab12_-Cd.js",
        "/elements/campaign-register.Xy98zW7v.js",
        "/loader.js",
      ]) {
        const { res, bytes, text } = await fetchAs(app, path, accept);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-encoding"), path).toBe(encoding);
        expect(res.headers.get("vary"), path).toBe("accept-encoding");
        expect(res.headers.get("content-length"), path).toBe(String(bytes.length));
        expect(res.headers.get("content-type"), path).toBe("text/javascript; charset=utf-8");
        expect(text, path).toBe(files[path.slice(1)]);
        if (encoding) expect(bytes.length, path).toBeLessThan(files[path.slice(1)]!.length / 10);
      }
    });

    it("hashed chunks and entries are immutable for a year", async () => {
      for (const path of ["/chunks/core-Ab12_-Cd.js", "/elements/campaign-register.Xy98zW7v.js"]) {
        expect((await app.request(path)).headers.get("cache-control"), path).toBe(IMMUTABLE);
      }
    });

    it("stable names are revalidated: no-cache, an ETag, and 304 when it still matches (any encoding)", async () => {
      for (const path of [
        "/elements/campaign-register.js",
        "/loader.js",
        "/assets/hero.svg",
        "/assets/hero.png",
      ]) {
        const first = await fetchAs(app, path, "br");
        expect(first.res.headers.get("cache-control"), path).toBe("no-cache");
        const tag = first.res.headers.get("etag");
        expect(tag, path).toMatch(/^W\/"[\w-]+"$/);
        for (const accept of ["br", "gzip", undefined]) {
          const again = await fetchAs(app, path, accept, { "if-none-match": tag! });
          expect(again.res.status, path).toBe(304);
          expect(again.bytes.length, path).toBe(0);
          expect(again.res.headers.get("etag"), path).toBe(tag);
        }
        const stale = await fetchAs(app, path, "br", { "if-none-match": 'W/"stale"' });
        expect(stale.res.status, path).toBe(200);
      }
    });

    it("small files and images go out as they are", async () => {
      const stub = await fetchAs(app, "/elements/campaign-register.js", "br, gzip");
      expect(stub.res.headers.get("content-encoding")).toBeNull();
      expect(stub.text).toBe(files["elements/campaign-register.js"]);
      const png = await fetchAs(app, "/assets/hero.png", "br, gzip");
      expect(png.res.headers.get("content-encoding")).toBeNull();
      expect(png.res.headers.get("vary")).toBeNull();
      expect(png.bytes.length).toBe(4096);
    });
  });

  describe("pages and API answers", () => {
    it.each([
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      [undefined, null],
    ])("a page, accept-encoding %s: %s, vary, a weak ETag and 304 on revisit", async (accept, encoding) => {
      const { res, text } = await fetchAs(app, "/p/demo-presale/register", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("accept-encoding");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(text).toContain('id="campaign-data"');
      // The register page's hero is requested with the HTML, not after the script (issue 22).
      expect(text).toMatch(/<link rel="preload" as="image" href="\/assets\/[^"]+" fetchpriority="high" \/>/);
      const tag = res.headers.get("etag")!;
      expect(tag).toMatch(/^W\//);
      const again = await fetchAs(app, "/p/demo-presale/register", accept, { "if-none-match": tag });
      expect(again.res.status).toBe(304);
    });

    it("a JSON answer over 1 KB is compressed with its CORS and cache headers kept; a small one is not", async () => {
      const origin = { origin: "https://promoter.example" };
      const big = await fetchAs(app, `${API}/campaign-uri?uri=p/demo-presale`, "br", origin);
      const plain = await fetchAs(app, `${API}/campaign-uri?uri=p/demo-presale`, undefined, origin);
      expect(plain.bytes.length).toBeGreaterThan(1024);
      expect(big.res.headers.get("content-encoding")).toBe("br");
      expect(big.res.headers.get("content-length")).toBe(String(big.bytes.length));
      expect(JSON.parse(big.text)).toEqual(JSON.parse(plain.text));
      for (const { res } of [big, plain]) {
        expect(res.headers.get("access-control-allow-origin")).toBe("*");
        expect(res.headers.get("access-control-expose-headers")).toBe("x-auth-token");
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("vary")).toContain("accept-encoding");
      }
      const small = await fetchAs(app, `${API}/campaign-uri`, "br");
      expect(small.res.status).toBe(400);
      expect(small.res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(small.text)).toMatchObject({ statusCode: 400 });
    });

    it("a call's small JSON answer declares its length and passes unread, with no vary", async () => {
      const res = await app.request(`${API}/campaign-account`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
        body: JSON.stringify({
          campaignOid: "cmp_demo_giveaway",
          registrationType: "email",
          emailAddress: "small.answer@example.com",
          firstName: "Sam",
          lastName: "Small",
        }),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(res.status).toBe(201);
      expect(bytes.length).toBeLessThan(1024);
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBeNull();
      expect(JSON.parse(bytes.toString())).toMatchObject({ emailAddress: "small.answer@example.com" });
    });
  });
});

describe("compressAnswers leaves alone", () => {
  const big = "x".repeat(5000);
  const app = new Hono();
  app.use("*", compressAnswers());
  app.get("/no-transform", (c) => c.json({ big }, 200, { "cache-control": "no-transform" }));
  app.get("/stream", (c) => c.body(big, 200, { "content-type": "text/event-stream" }));
  app.get("/image", (c) => c.body(big, 200, { "content-type": "image/png" }));
  app.get("/encoded", (c) => c.body(big, 200, { "content-type": "text/html", "content-encoding": "gzip" }));
  app.get("/json", (c) => c.json({ big }));

  it.each(["/no-transform", "/stream", "/image", "/encoded"])("%s", async (path) => {
    const res = await app.request(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding") ?? "none").toBe(path === "/encoded" ? "gzip" : "none");
    expect(Buffer.from(await res.arrayBuffer()).toString()).toContain(big);
  });

  it("but compresses the same JSON without no-transform", async () => {
    const res = await app.request("/json", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual({ big });
  });
});

describe("compressBody", () => {
  it.each([
    ["br", 2_000],
    ["gzip", 2_000],
    ["br", COMPRESS_AT_ONCE_BYTES * 2],
    ["gzip", COMPRESS_AT_ONCE_BYTES * 2],
  ] as const)(
    "%s of %i bytes, at once or in the thread pool, decodes to the same text",
    async (encoding, size) => {
      const text = JSON.stringify({ fans: "a fan's answer ".repeat(size / 15) }).slice(0, size);
      const out = await compressBody(Buffer.from(text), encoding);
      expect(out.length).toBeLessThan(size / 4);
      expect(decode(encoding, out)).toBe(text);
    },
  );
});
