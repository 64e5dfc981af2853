import type { Hono } from "hono";
import { z } from "zod/mini";
import { HERO_WIDTHS, SIZED_IMAGE_PATH } from "../../../sdk/flow/hero-resource.js";
import { matches } from "../static-files.js";
import { photoSource } from "./photo-source.js";
import {
  createPhotoSizer,
  PhotoError,
  type PhotoSources,
  SIZED_MAX_AGE_SECONDS,
  type SizedFormat,
} from "./size-photo.js";

// Issue 22: GET /images/sized?w=<width>&src=<the campaign image's URL>, the copies in the heroes' srcset
// (sdk/flow/hero-resource.ts). Only the widths the srcset names, so the cache holds a handful per photo.

const SizedImageQuerySchema = z.object({
  src: z
    .string("src names the image")
    .check(z.minLength(1, "src names the image"), z.maxLength(2048, "src is too long")),
  w: z.enum(HERO_WIDTHS.map(String) as [string, ...string[]], `w is one of ${HERO_WIDTHS.join(", ")}`),
});

/** WebP for a browser that says it takes it; else JPEG (PNG for a photo with transparency). */
const formatFor = (accept: string | undefined): SizedFormat =>
  /\bimage\/webp\b/.test(accept ?? "") ? "webp" : "jpeg";

const problem = (status: 400 | 404 | 415 | 502, message: string) =>
  Response.json({ message, statusCode: status }, { status, headers: { "cache-control": "no-store" } });

export function registerSizedImageRoute(
  app: Hono,
  { imageHosts, ...sources }: PhotoSources & { imageHosts: readonly string[] },
): void {
  const sizer = createPhotoSizer(sources);
  app.get(SIZED_IMAGE_PATH, async (c) => {
    const query = SizedImageQuerySchema.safeParse({ src: c.req.query("src"), w: c.req.query("w") });
    if (!query.success) return problem(400, query.error.issues[0]?.message ?? "Bad query");
    const { src } = query.data;
    const w = Number(query.data.w);
    const source = photoSource(src, imageHosts);
    if (!source) {
      return problem(400, "src is not an image this server sizes: a photo under /assets/, or on IMAGE_HOSTS");
    }
    const accept = c.req.header("accept");
    try {
      const photo = await sizer.size(source, w, formatFor(accept));
      const headers = {
        "content-type": photo.contentType,
        "cache-control": `public, max-age=${SIZED_MAX_AGE_SECONDS}`,
        etag: photo.etag,
        vary: "accept",
      };
      if (matches(c.req.header("if-none-match"), photo.etag)) return c.body(null, 304, headers);
      return c.body(new Uint8Array(photo.body), 200, headers);
    } catch (error) {
      // Not a photo after all (an SVG on a trusted host with no file type in its path), or no campaign's
      // image: shown as it is.
      if (error instanceof PhotoError && error.status === 415) {
        return c.redirect(src, 302);
      }
      if (error instanceof PhotoError) return problem(error.status, error.message);
      throw error;
    }
  });
}
