import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSizedImageRoute } from "./sized-image-route.js";

// Issue 22: the copies of a campaign photo the heroes' srcset names, sized by sharp, from the site's own
// files and from a trusted host (a loopback server here, standing for the operator's image storage).

const photo = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 90, g: 40, b: 160, alpha: 0.5 } },
  })
    [alpha ? "png" : "jpeg"]()
    .toBuffer();

let publicDir: string;
let host: Server;
let hostName: string;
const hostHits = new Map<string, number>();
let app: Hono;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), "sized-"));
  mkdirSync(join(publicDir, "assets", "demo"), { recursive: true });
  writeFileSync(join(publicDir, "assets/demo/stage.jpg"), await photo(2400, 1350));
  writeFileSync(join(publicDir, "assets/demo/small.jpg"), await photo(300, 169));
  writeFileSync(join(publicDir, "assets/demo/cut-out.png"), await photo(1600, 900, true));
  writeFileSync(join(publicDir, "assets/demo/broken.jpg"), "not an image at all");
  const remote = await photo(2000, 1125);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
  host = createServer((req, res) => {
    hostHits.set(req.url ?? "", (hostHits.get(req.url ?? "") ?? 0) + 1);
    if (req.url === "/photos/42" || req.url === "/photos/44")
      return void res.writeHead(200, { "content-type": "image/jpeg" }).end(remote);
    if (req.url === "/logo") return void res.writeHead(200, { "content-type": "image/svg+xml" }).end(svg);
    if (req.url === "/moved") return void res.writeHead(302, { location: "http://10.0.0.1/x.jpg" }).end();
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostName = `127.0.0.1:${(host.address() as AddressInfo).port}`;
  app = new Hono();
  // The host's campaign images (the store's isCampaignImage, tested with the database in demo/store).
  const campaignImages = new Set(
    ["/photos/42", "/photos/./44", "/logo", "/moved", "/gone"].map((path) => `http://${hostName}${path}`),
  );
  registerSizedImageRoute(app, {
    publicDir,
    imageHosts: [hostName],
    isCampaignImage: async (url) => campaignImages.has(url),
  });
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const sized = (src: string, w: number | string, headers: Record<string, string> = {}) =>
  app.request(`/images/sized?w=${w}&src=${encodeURIComponent(src)}`, {
    headers: { accept: "image/avif,image/webp,*/*", ...headers },
  });

async function imageOf(res: Response) {
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe("GET /images/sized", () => {
  it("answers the site's photo at the width asked, as WebP, cacheable and revalidated by its ETag", async () => {
    const res = await sized("/assets/demo/stage.jpg", 720);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("vary")).toBe("accept");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const image = await imageOf(res);
    expect([image.format, image.width, image.height]).toEqual(["webp", 720, 405]);
    const again = await sized("/assets/demo/stage.jpg", 720, { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
  });

  it("sends JPEG to a browser that takes no WebP, PNG for a photo with transparency, and never enlarges", async () => {
    const jpeg = await sized("/assets/demo/stage.jpg", 480, { accept: "image/jpeg,image/*" });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await imageOf(jpeg)).width).toBe(480);
    const png = await sized("/assets/demo/cut-out.png", 480, { accept: "image/png" });
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await imageOf(png)).hasAlpha).toBe(true);
    const small = await sized("/assets/demo/small.jpg", 1920);
    expect((await imageOf(small)).width).toBe(300);
  });

  it("sizes a trusted host's photo once for many fans asking at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sized(`http://${hostName}/photos/42`, 1280)),
    );
    for (const res of answers) expect(res.status).toBe(200);
    expect((await imageOf(answers[0] as Response)).width).toBe(1280);
    expect(hostHits.get("/photos/42")).toBe(1);
  });

  it("knows a campaign's image by the URL as the campaign writes it, not as a parser rewrites it", async () => {
    const res = await sized(`http://${hostName}/photos/./44`, 480);
    expect(res.status).toBe(200);
    expect((await imageOf(res)).width).toBe(480);
  });

  it("never fetches a URL of the host that is no campaign's image: it sends the fan there instead", async () => {
    const res = await sized(`http://${hostName}/photos/43?any=thing`, 720);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`http://${hostName}/photos/43?any=thing`);
    expect(hostHits.get("/photos/43?any=thing")).toBeUndefined();
  });

  it("sends an image that is no photo (an SVG with no file type in its path) to its source", async () => {
    const res = await sized(`http://${hostName}/logo`, 720);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`http://${hostName}/logo`);
  });

  it("refuses what it does not size, with a reason: other widths, other hosts, other files", async () => {
    const cases: [string, string | number, number, RegExp][] = [
      ["/assets/demo/stage.jpg", 500, 400, /^w is one of 480, 720, 960, 1280, 1920$/],
      ["/assets/demo/stage.jpg", "abc", 400, /^w is one of/],
      ["https://elsewhere.example/a.jpg", 720, 400, /IMAGE_HOSTS/],
      ["/assets/demo/presale.svg", 720, 400, /IMAGE_HOSTS/],
      ["/assets/demo/../../index.html", 720, 400, /IMAGE_HOSTS/],
      ["/assets/demo/missing.jpg", 720, 404, /^No image at \/assets\/demo\/missing\.jpg$/],
      ["/assets/demo/broken.jpg", 720, 302, /./],
      [`http://${hostName}/gone`, 720, 502, /answered 500/],
      // Redirects are not followed: the operator trusts the host, not wherever it points.
      [`http://${hostName}/moved`, 720, 502, /did not answer/],
    ];
    for (const [src, w, status, message] of cases) {
      const res = await sized(src, w);
      expect(res.status, `${src} ${w}`).toBe(status);
      if (status >= 400) expect(((await res.json()) as { message: string }).message, src).toMatch(message);
    }
    const none = await app.request("/images/sized?w=720");
    expect(none.status).toBe(400);
  });
});
