import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
};

/**
 * Serves one file of the built output under `root`, or answers undefined when there is none.
 * Hashed chunks are immutable; everything else is revalidated so a new build shows at once.
 */
export async function serveFile(c: Context, root: string, path: string): Promise<Response | undefined> {
  const relative = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, "");
  if (relative.startsWith("..") || relative.includes(`${sep}..`)) return undefined;
  const type = TYPES[extname(relative)];
  if (!type) return undefined;
  let body: Buffer;
  try {
    body = await readFile(join(root, relative));
  } catch {
    return undefined;
  }
  const immutable = relative.startsWith(`chunks${sep}`);
  return c.body(new Uint8Array(body), 200, {
    "content-type": type,
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    // Elements and the loader are imported cross-origin by promoters' pages.
    "access-control-allow-origin": "*",
    "x-content-type-options": "nosniff",
  });
}
