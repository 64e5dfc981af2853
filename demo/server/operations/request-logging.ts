import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id.js";

/** Probes every few seconds would drown the log at info: they are logged at debug. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The first middleware of the app: gives the request an id (answered in `x-request-id`), a logger
 * carrying it, and once answered one log line and its metrics. The line names the route pattern
 * (`/api/v1/cn/campaign-fan/:campaignOid`), never the path or query, which may carry an oid, an email
 * address or a code.
 */
export function requestLogging(logger: Logger, metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    const log = logger.child({ requestId });
    c.set("log", log);
    await next();
    // On the answer itself: c.header() after the handler would copy the answer into a whole Web Response.
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routePath(c);
    const status = c.res.status;
    metrics.observeRequest({ method: c.req.method, route, status }, seconds);
    const line = { method: c.req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 };
    if (PROBES.has(route)) log.debug(line, "request");
    else log.info(line, "request");
  };
}
