import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import type { Database } from "../../db/database.js";
import { pendingMigrations } from "../../db/migrate.js";
import { requestLogger } from "./logger.js";
import type { Metrics } from "./metrics.js";

// Operations (CONTRACT.md): GET /healthz, /readyz and /metrics on the PORT origin, outside the API base
// and the call table. No auth by default: operators usually reach them only from inside their network;
// METRICS_TOKEN puts /metrics behind a bearer token when it must be reachable from outside.

export interface OperationsOptions {
  db: Database;
  metrics: Metrics;
  /** True once shutdown began: /readyz answers 503 so a load balancer stops sending requests. */
  draining: () => boolean;
  metricsToken: string | undefined;
}

const NO_STORE = { "cache-control": "no-store" };

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerOperationsRoutes(app: Hono, options: OperationsOptions): void {
  // The process runs and its event loop answers; says which process (several behind one port, WORKERS).
  app.get("/healthz", (c) => c.json({ status: "ok", pid: process.pid }, 200, NO_STORE));

  app.get("/readyz", async (c) => {
    const unavailable = (reason: string) =>
      c.json({ status: "unavailable", reason, pid: process.pid }, 503, NO_STORE);
    if (options.draining()) return unavailable("shutting down");
    let pending: string[];
    try {
      pending = await pendingMigrations(options.db);
    } catch (error) {
      requestLogger(c).warn({ err: error }, "readyz: the database did not answer");
      return unavailable("the database did not answer");
    }
    if (pending.length > 0) return unavailable(`migrations not applied: ${pending.join(", ")}`);
    return c.json({ status: "ready", pid: process.pid }, 200, NO_STORE);
  });

  app.get("/metrics", async (c) => {
    const token = options.metricsToken;
    if (token && !bearerMatches(c.req.header("authorization"), token)) {
      return c.json({ message: "A bearer token (METRICS_TOKEN) is required", statusCode: 401 }, 401, {
        "www-authenticate": "Bearer",
      });
    }
    return c.body(await options.metrics.text(), 200, {
      "content-type": options.metrics.registry.contentType,
      ...NO_STORE,
    });
  });
}
