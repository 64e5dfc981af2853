import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import sharp, { type Metadata } from "sharp";
import type { PhotoSource } from "./photo-source.js";

// Issue 22: a campaign photo made as wide as the fan's screen needs, once per source, width and format,
// then answered from memory. A presale's first minute is thousands of fans opening one page: the cache
// holds the promise, so they share one resize rather than each starting theirs.

/** What a sized photo is sent as: WebP where the browser takes it (every current one), else JPEG or PNG. */
export type SizedFormat = "webp" | "jpeg" | "png";

export interface SizedPhoto {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Why a photo could not be sized; `status` is what the route answers. */
export class PhotoError extends Error {
  constructor(
    readonly status: 404 | 415 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** A source larger than this is refused (a campaign photo of any camera is well under it). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** Decoding more pixels than this is refused: a small file can claim a huge bitmap (a "pixel flood"). */
const MAX_SOURCE_PIXELS = 60_000_000;
const FETCH_TIMEOUT_MS = 10_000;
/** The formats sized; others (SVG, GIF) are sent to their source as they are. */
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "tiff"]);
/** Sized photos kept in memory, by their bytes. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** How long a sized photo is kept and may be cached by browsers: a source may change at the same URL. */
export const SIZED_MAX_AGE_SECONDS = 3600;

const CONTENT_TYPES: Record<SizedFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Where the sizer reads from, and how it tells a campaign's image (demo/store/campaigns.ts). */
export interface PhotoSources {
  publicDir: string;
  isCampaignImage: (url: string) => Promise<boolean>;
}

async function readSource(
  source: PhotoSource,
  { publicDir, isCampaignImage }: PhotoSources,
): Promise<Buffer> {
  if (source.kind === "file") {
    try {
      return await readFile(join(publicDir, source.path));
    } catch {
      throw new PhotoError(404, `No image at ${source.path}`);
    }
  }
  // Any other URL of the host is shown as it is, never fetched: a stranger cannot have the server fetch
  // and resize every URL the host answers.
  if (!(await isCampaignImage(source.src))) {
    throw new PhotoError(415, "Only a campaign's image is sized");
  }
  let response: Response;
  try {
    // No redirects: the operator trusts the listed host, not wherever it points.
    response = await fetch(source.url, {
      redirect: "error",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "image/*" },
    });
  } catch (error) {
    throw new PhotoError(502, `The image's host did not answer (${(error as Error).message})`);
  }
  if (!response.ok || !response.body) {
    throw new PhotoError(502, `The image's host answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_SOURCE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new PhotoError(502, `The image is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

async function resize(input: Buffer, width: number, format: SizedFormat): Promise<SizedPhoto> {
  const image = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch {
    throw new PhotoError(415, "The image is not one the server can read");
  }
  if (!metadata.format || !PHOTO_FORMATS.has(metadata.format)) {
    throw new PhotoError(415, `The image is ${metadata.format ?? "of no known format"}, not a photo`);
  }
  // A PNG with transparency stays a PNG where WebP is not taken: JPEG would fill it black.
  const out = format === "jpeg" && metadata.hasAlpha ? "png" : format;
  // rotate(): a phone's photo stored sideways with an orientation tag is turned upright first.
  const sized = image.rotate().resize({ width, withoutEnlargement: true });
  const body = await (out === "webp"
    ? sized.webp({ quality: 75 })
    : out === "jpeg"
      ? sized.jpeg({ quality: 78, mozjpeg: true })
      : sized.png({ compressionLevel: 9 })
  ).toBuffer();
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  return { body, contentType: CONTENT_TYPES[out], etag };
}

export interface PhotoSizer {
  size(source: PhotoSource, width: number, format: SizedFormat): Promise<SizedPhoto>;
}

/** Sizes photos from `publicDir` and the trusted hosts, each once while it stays in the cache. */
export function createPhotoSizer(sources: PhotoSources): PhotoSizer {
  const cache = new LRUCache<string, SizedPhoto, { source: PhotoSource; width: number; format: SizedFormat }>(
    {
      maxSize: CACHE_BYTES,
      sizeCalculation: (photo) => Math.max(1, photo.body.length),
      ttl: SIZED_MAX_AGE_SECONDS * 1000,
      fetchMethod: async (_key, _stale, { context }) =>
        resize(await readSource(context.source, sources), context.width, context.format),
    },
  );
  return {
    async size(source, width, format) {
      const where = source.kind === "file" ? source.path : source.url.href;
      const photo = await cache.fetch(`${format} ${width} ${where}`, { context: { source, width, format } });
      if (!photo) throw new PhotoError(502, "The image could not be sized");
      return photo;
    },
  };
}
