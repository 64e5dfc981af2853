import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { type Encoding, pickEncoding, SUFFIX } from "./compression/accept-encoding.js";

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

/** The types the build precompresses (scripts/precompress.mjs); images and video are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".map", ".css", ".html", ".json", ".svg"]);

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A name that changes whenever the content does: shared chunks (`chunks/x-<hash>.js`) and hashed entries
 * and stylesheets (`elements/campaign-register.<hash>.js`, `site/site.<hash>.css`; rollup.config.mjs,
 * scripts/build.mjs). Stable names (`loader.js`, `elements/campaign-register.js`) are revalidated.
 */
export const isContentHashed = (relative: string): boolean =>
  relative.startsWith(`chunks${sep}`) || /\.[\w-]{8}\.(?:js|css)(?:\.map)?$/.test(relative);

/** ETags by file, kept while the file's size and modification time stay the same. */
const etags = new Map<string, { version: string; etag: string }>();

async function etagOf(file: string, version: string, body?: Buffer): Promise<string> {
  const known = etags.get(file);
  if (known?.version === version) return known.etag;
  const bytes = body ?? (await readFile(file));
  // Weak: the br, gzip and identity answers carry the same tag (they are the same content).
  const etag = `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
  etags.set(file, { version, etag });
  return etag;
}

/** Whether an `if-none-match` names this ETag (weak or strong alike, or `*`): the answer is then a 304. */
export const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch?.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  }) ?? false;

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Serves one file of the built output under `root`, or answers undefined when there is none: the
 * precompressed copy the browser accepts (brotli, else gzip, else the file itself), immutable when its
 * name is content-hashed, else `no-cache` with an ETag so a revalidation costs a 304 and a new build
 * shows at once.
 */
export async function serveFile(c: Context, root: string, path: string): Promise<Response | undefined> {
  const relative = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, "");
  if (relative.startsWith("..") || relative.includes(`${sep}..`)) return undefined;
  const extension = extname(relative);
  const type = TYPES[extension];
  if (!type) return undefined;
  const file = join(root, relative);
  let version: string;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) return undefined;
    version = `${stats.size}-${stats.mtimeMs}`;
  } catch {
    return undefined;
  }
  const compressible = COMPRESSIBLE.has(extension);
  const headers: Record<string, string> = {
    "content-type": type,
    "cache-control": isContentHashed(relative) ? IMMUTABLE : "no-cache",
    // Elements and the loader are imported cross-origin by promoters' pages.
    "access-control-allow-origin": "*",
    "x-content-type-options": "nosniff",
    ...(compressible ? { vary: "accept-encoding" } : {}),
  };
  const etag = await etagOf(file, version);
  headers.etag = etag;
  if (matches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);

  let encoding: Encoding | undefined = compressible
    ? pickEncoding(c.req.header("accept-encoding"))
    : undefined;
  // Small files have no compressed copies (scripts/precompress.mjs writes both or neither): sent as they are.
  let body = encoding ? await readIfPresent(file + SUFFIX[encoding]) : undefined;
  if (!body) {
    encoding = undefined;
    body = await readIfPresent(file);
    if (!body) return undefined;
  }
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  return c.body(new Uint8Array(body), 200, headers);
}
