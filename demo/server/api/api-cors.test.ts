import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMetrics } from "../operations/metrics.js";
import { requestLogging } from "../operations/request-logging.js";
import { captureLogger } from "../testing/capture-logger.js";
import { apiCors } from "./api-cors.js";

// The fan API's CORS headers and request id go onto the handler's own answer (issue 18): an answer
// copied by a middleware becomes, on Node, a whole Web Response whose body is read through a stream.

function appWith(answer: () => Response): Hono {
  const app = new Hono();
  app.use("*", requestLogging(captureLogger().logger, createMetrics()));
  app.use(
    "/api/*",
    apiCors({
      allowMethods: ["GET", "POST", "PATCH"],
      allowHeaders: ["content-type", "x-auth-token"],
      exposeHeaders: ["x-auth-token"],
      maxAge: 600,
    }),
  );
  app.post("/api/thing", answer);
  app.post("/api/broken", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.json({ message: "Internal error", statusCode: 500 }, 500));
  return app;
}

describe("the fan API's CORS", () => {
  it("answers a preflight with the methods, headers and age allowed, for any origin", async () => {
    const app = appWith(() => new Response("{}"));
    const res = await app.request("/api/thing", {
      method: "OPTIONS",
      headers: { origin: "https://promoter.example", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,PATCH");
    expect(res.headers.get("access-control-allow-headers")).toBe("content-type,x-auth-token");
    expect(res.headers.get("access-control-max-age")).toBe("600");
  });

  it("puts its headers and the request id on the handler's own answer, not on a copy", async () => {
    const answer = new Response(JSON.stringify({ ok: true }), {
      status: 201,
      headers: { "content-type": "application/json", "x-auth-token": "t" },
    });
    const res = await appWith(() => answer).request("/api/thing", {
      method: "POST",
      headers: { origin: "https://promoter.example" },
    });
    expect(res).toBe(answer);
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toBe("x-auth-token");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("gives an error's answer the same headers", async () => {
    const res = await appWith(() => new Response("{}")).request("/api/broken", { method: "POST" });
    expect(res.status).toBe(500);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toBe("x-auth-token");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
