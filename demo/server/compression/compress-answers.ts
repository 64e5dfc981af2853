import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { type Encoding, pickEncoding } from "./accept-encoding.js";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Pages and JSON answers: text made per request. Streams (text/event-stream) and files are never here. */
const DYNAMIC_TEXT = /^\s*(?:text\/html|application\/(?:[\w.-]+\+)?json)(?:[;\s]|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Below this a compressed answer saves less than its headers cost (the page shell is ~2 KB, errors ~60 B). */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Issue 18: under this, an answer is compressed on the request's own thread. Handing a 1 KB answer to
 * the thread pool cost 300–390 µs of CPU here against 40–85 µs done at once; a body this size takes
 * a few hundred microseconds at most, while a larger one would hold every other request for longer.
 */
export const COMPRESS_AT_ONCE_BYTES = 16 * 1024;

const brotliOptions = (body: Buffer) => ({
  params: {
    // Quality 5: most of brotli's gain at a few milliseconds per page; files are precompressed at 11.
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** `body` compressed with `encoding`. */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const atOnce = body.length < COMPRESS_AT_ONCE_BYTES;
  if (encoding === "br")
    return atOnce
      ? Promise.resolve(brotliCompressSync(body, brotliOptions(body)))
      : brotli(body, brotliOptions(body));
  return atOnce ? Promise.resolve(gzipSync(body, { level: 6 })) : gz(body, { level: 6 });
}

/**
 * A text answer as the client's `accept-encoding` allows: its bytes and the headers to send with them
 * (`vary` once its size makes it one to compress). The compression middleware passes such an answer by
 * without reading it, which on Node would turn the adapter's light answer into a Web Response.
 */
export async function encodedText(
  text: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const length = Buffer.byteLength(text);
  if (length < MIN_COMPRESS_BYTES) return { body: text, headers: { "content-length": String(length) } };
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding)
    return { body: text, headers: { "content-length": String(length), vary: "accept-encoding" } };
  const out = await compressBody(Buffer.from(text), encoding);
  return {
    body: new Uint8Array(out),
    headers: { "content-length": String(out.length), "content-encoding": encoding, vary: "accept-encoding" },
  };
}

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
    const out = await compressBody(body, encoding);
    c.res = new Response(new Uint8Array(out), res);
    c.res.headers.set("content-encoding", encoding);
    c.res.headers.set("content-length", String(out.length));
  };
}
