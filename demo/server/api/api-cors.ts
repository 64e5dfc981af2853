import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

// The fan API's CORS: elements run on promoters' pages (other origins), and auth travels in a header,
// never a cookie, so any origin may call it. Hono's cors middleware answers preflights here, but on other
// requests it writes its headers before the handler runs: that makes an empty answer first, and the
// handler's answer is then copied into a whole Web Response with a stream (on Node, about a tenth of an
// API call's time, issue 18). So an actual request gets the same headers after its handler, on its answer.

export interface ApiCorsOptions {
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

export function apiCors(options: ApiCorsOptions): MiddlewareHandler {
  const preflight = cors({
    origin: "*",
    allowMethods: [...options.allowMethods],
    allowHeaders: [...options.allowHeaders],
    exposeHeaders: [...options.exposeHeaders],
    maxAge: options.maxAge,
  });
  const exposed = options.exposeHeaders.join(",");
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return preflight(c, next);
    await next();
    const headers = c.res.headers;
    headers.set("access-control-allow-origin", "*");
    if (exposed) headers.set("access-control-expose-headers", exposed);
  };
}
