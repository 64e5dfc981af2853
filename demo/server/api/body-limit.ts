import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

// Hono's bodyLimit looks at `raw.body` before anything else, and on Node that one look turns the
// adapter's light request into a whole Web Request with a stream (issue 18: a measurable share of every
// API call). A body that declares its length is judged by the header, which Node's parser already holds
// to the bytes that follow; only a chunked body is counted as it streams in, by Hono's middleware.

export function declaredBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return streamed(c, next);
  };
}

/** The API's limit: past it, 413 in the API's error shape. */
export const jsonBodyLimit = (maxSize: number): MiddlewareHandler =>
  declaredBodyLimit(maxSize, (c) => c.json({ message: "Request body too large", statusCode: 413 }, 413));
