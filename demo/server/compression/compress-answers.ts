import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { type Encoding, pickEncoding } from "./accept-encoding.js";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Pages and JSON answers: text made per request. Streams (text/event-stream) and files are never here. */
const DYNAMIC_TEXT = /^\s*(?:text\/html|application\/(?:[\w.-]+\+)?json)(?:[;\s]|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Below this a compressed answer saves less than its headers cost (the page shell is ~2 KB, errors ~60 B). */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain at a few milliseconds per page; files are precompressed at 11.
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gz(body, { level: 6 }),
};

/** Caches must key the answer by the encodings asked for. */
function addVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "accept-encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set("vary", `${vary}, accept-encoding`);
}

/**
 * Issue 22: HTML pages and JSON answers of 1 KB or more go out brotli- or gzip-compressed, as the client's
 * `accept-encoding` allows, with `vary: accept-encoding`. Answers already encoded, partial, empty, marked
 * `no-transform` or of other types (files, event streams, images) pass untouched; every other header stays.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (headers.has("content-encoding")) return;
    if (!DYNAMIC_TEXT.test(headers.get("content-type") ?? "")) return;
    if (NO_TRANSFORM.test(headers.get("cache-control") ?? "")) return;
    const length = Number(headers.get("content-length") ?? Number.NaN);
    if (length < MIN_COMPRESS_BYTES) return;
    addVary(headers);
    // Issue 18: a client that takes no encoding gets the answer untouched, its body never read (on Node,
    // reading it turns the adapter's light answer into a whole Web Response with a stream).
    const encoding = pickEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < MIN_COMPRESS_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const out = await COMPRESS[encoding](body);
    c.res = new Response(new Uint8Array(out), res);
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.set("content-length", String(out.length));
  };
}
