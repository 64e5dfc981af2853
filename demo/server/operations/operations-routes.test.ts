import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { migrate } from "../../db/migrate.js";
import { forEachDatabase, unmigratedDatabases } from "../../db/testing.js";
import { createApp } from "../app.js";
import {
  createHarness,
  type Harness,
  harnessFor,
  register,
  testConfig,
  uniqueEmail,
} from "../testing/api-harness.js";
import { captureLogger } from "../testing/capture-logger.js";
import { createMetrics } from "./metrics.js";

// issue 17 "Operating the server": /healthz, /readyz, /metrics, request ids, request and error logs,
// and the OpenAPI document at /api/v1/cn/openapi.json.

const PRESALE = "p/demo-presale";
const GIVEAWAY = "g/demo-giveaway";
const person = { firstName: "Op", lastName: "Erator", postcode: "3000" };

forEachDatabase("operations endpoints", (getDb) => {
  let h: Harness;
  let capture: ReturnType<typeof captureLogger>;
  let draining = false;
  beforeAll(async () => {
    capture = captureLogger();
    h = await createHarness(getDb(), { logger: capture.logger, draining: () => draining });
  });

  it("GET /healthz answers 200 with the process id", async () => {
    const res = await h.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", pid: process.pid });
  });

  it("GET /readyz answers 200 on a migrated database, 503 while draining", async () => {
    const ready = await h.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    draining = true;
    try {
      const res = await h.app.request("/readyz");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "unavailable", reason: "shutting down" });
    } finally {
      draining = false;
    }
  });

  it("answers a sane incoming x-request-id, replaces an unsafe one, makes one up without", async () => {
    const kept = await h.app.request("/healthz", { headers: { "x-request-id": "lb-1234.abc" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234.abc");
    const unsafe = await h.app.request("/healthz", { headers: { "x-request-id": 'a b"} {"fake": 1' } });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const made = await h.app.request(`/api/v1/cn/campaign-uri?uri=${PRESALE}`);
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs one line per request: id, method, route pattern, status, duration; never the path's values", async () => {
    const email = uniqueEmail("op-log");
    const { token } = await register(h, PRESALE, { emailAddress: email, ...person });
    const oid = h.campaign(PRESALE).oid;
    const res = await h.app.request(`/api/v1/cn/campaign-fan/${oid}`, {
      headers: { "x-auth-token": token, "x-request-id": "fan-read-1" },
    });
    expect(res.status).toBe(202);
    const line = capture.lines.find((l) => l.requestId === "fan-read-1");
    expect(line).toMatchObject({
      msg: "request",
      method: "GET",
      route: "/api/v1/cn/campaign-fan/:campaignOid",
      status: 202,
    });
    expect(typeof line?.durationMs).toBe("number");
    const text = capture.text();
    for (const secret of [email, token, encodeURIComponent(email)]) expect(text).not.toContain(secret);
  });

  it("counts requests by route pattern and status, registrations, pool connections and queued messages", async () => {
    const metrics = createMetrics({ pool: () => getDb().poolStats() });
    metrics.setQueuedMessagesSource(async () => ({ email: 3, sms: 1 }));
    const app = createApp({ db: getDb(), config: testConfig(), metrics });
    const m = harnessFor(app, getDb(), h.seed);
    await m.call("GET", `/campaign-uri?uri=${PRESALE}`);
    await register(m, GIVEAWAY, { emailAddress: uniqueEmail("op-metrics"), ...person });
    await register(m, PRESALE, { emailAddress: uniqueEmail("op-metrics"), ...person });
    metrics.messagesSent.inc({ channel: "email", kind: "verification-code" });
    const res = await app.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain(
      'fan_campaigns_http_requests_total{method="GET",route="/api/v1/cn/campaign-uri",status="200"} 1',
    );
    expect(text).toContain(
      'fan_campaigns_http_request_duration_seconds_count{method="POST",route="/api/v1/cn/campaign-account",status="201"} 2',
    );
    expect(text).toContain('fan_campaigns_registrations_total{result="registered"} 1');
    expect(text).toContain('fan_campaigns_registrations_total{result="pending_verification"} 1');
    expect(text).toMatch(/fan_campaigns_db_connections\{state="total"\} [1-9]/);
    expect(text).toContain('fan_campaigns_messages_queued{channel="email"} 3');
    expect(text).toContain('fan_campaigns_messages_sent_total{channel="email",kind="verification-code"} 1');
  });

  it("asks for METRICS_TOKEN as a bearer token when it is set", async () => {
    const token = "t".repeat(24);
    const app = createApp({ db: getDb(), config: testConfig({ METRICS_TOKEN: token }) });
    expect((await app.request("/metrics")).status).toBe(401);
    const wrong = await app.request("/metrics", { headers: { authorization: `Bearer ${"x".repeat(24)}` } });
    expect(wrong.status).toBe(401);
    const right = await app.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(right.status).toBe(200);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("logs an unexpected error with the request's id, and answers a bare 500", async () => {
    const errors = captureLogger();
    // A queue that cannot take the message: the registration's transaction fails with it.
    const messages = {
      async enqueue() {
        throw new Error("queue down");
      },
      wake() {},
    };
    const app = createApp({ db: getDb(), config: testConfig(), messages, logger: errors.logger });
    const failing = harnessFor(app, getDb(), h.seed);
    const { fan } = await register(failing, PRESALE, { emailAddress: uniqueEmail("op-500"), ...person });
    expect(fan.status).toBe(500);
    const failed = errors.lines.find((l) => l.msg === "request failed");
    expect(failed?.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(failed?.err)).toContain("queue down");
    const request = errors.lines.find((l) => l.msg === "request" && l.requestId === failed?.requestId);
    expect(request).toMatchObject({ status: 500, route: "/api/v1/cn/campaign-fan" });
  });

  it("serves the OpenAPI document, equal to the committed docs/api/openapi.json", async () => {
    const res = await h.app.request("/api/v1/cn/openapi.json");
    expect(res.status).toBe(200);
    const committed = JSON.parse(
      await readFile(new URL("../../../docs/api/openapi.json", import.meta.url), "utf8"),
    );
    expect(await res.json()).toEqual(committed);
  });
});

describe("GET /readyz before the migrations are applied", () => {
  const engines = unmigratedDatabases();

  for (const engine of engines) {
    describe(engine.name, () => {
      let opened: { db: Database; close(): Promise<void> };
      beforeAll(async () => {
        opened = await engine.open();
      });
      afterAll(() => opened.close());

      it("answers 503 naming the pending migrations, then 200 once `migrate` applied them", async () => {
        const app = createApp({ db: opened.db, config: testConfig() });
        const before = await app.request("/readyz");
        expect(before.status).toBe(503);
        expect(((await before.json()) as { reason: string }).reason).toMatch(/^migrations not applied: 0001/);
        expect((await app.request("/healthz")).status).toBe(200);
        await migrate(opened.db);
        expect((await app.request("/readyz")).status).toBe(200);
      });
    });
  }
});
