import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/database.js";
import { openDatabase } from "../db/open-database.js";
import { createApp } from "./app.js";
import { handleError } from "./errors.js";
import { type HttpLimits, startHttpServer } from "./http-server.js";
import { createHarness, testConfig, uniqueEmail } from "./testing/api-harness.js";
import { captureLogger } from "./testing/capture-logger.js";

// Issue 15, slow or abusive clients, against a real server through real sockets (node:net): a client
// must send its headers and its whole request within a deadline, one address holds a bounded number of
// connections, and an upload cut off halfway prints no stack trace. Small limits keep the waits short.

const LIMITS: HttpLimits = { headersTimeoutMs: 300, requestTimeoutMs: 600, maxConnectionsPerClient: 3 };
/** A timeout under test has fired by then (its deadline plus Node's checking interval, with room). */
const WITHIN_MS = 5_000;

async function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  limits = LIMITS,
) {
  const server = startHttpServer({ fetch, port: 0, hostname: "127.0.0.1" }, limits);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return { server, port: (server.address() as { port: number }).port };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

interface RawClient {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** Resolves with the data received so far once `done` holds for it. */
  received(done: (data: string) => boolean): Promise<string>;
}

async function rawClient(port: number): Promise<RawClient> {
  const socket = connect(port, "127.0.0.1");
  let data = "";
  const waiting: Array<{ done: (data: string) => boolean; resolve: (data: string) => void }> = [];
  socket.on("data", (chunk) => {
    data += chunk.toString();
    for (const wait of waiting.filter((w) => w.done(data))) wait.resolve(data);
  });
  socket.on("error", () => undefined);
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(data)));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    closed,
    received: (done) =>
      done(data) ? Promise.resolve(data) : new Promise((resolve) => waiting.push({ done, resolve })),
  };
}

const bounded = <T>(promise: Promise<T>, ms = WITHIN_MS) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

describe("the HTTP server's limits", () => {
  const app = new Hono();
  app.onError(handleError); // the server's own: a body cut off by the timeout logs nothing
  const log = captureLogger();
  app.use("*", async (c, next) => {
    c.set("log", log.logger); // where handleError would log (requestLogging sets it in the real app)
    await next();
  });
  let uploadSettled: () => void = () => undefined;
  app.use("/upload", async (_, next) => {
    await next(); // after the handler, or after handleError answered what it threw
    uploadSettled();
  });
  app.get("/", (c) => c.text("ok"));
  app.post("/upload", async (c) => c.text(`got ${(await c.req.text()).length}`));
  let server: Server;
  let port: number;
  const clients: RawClient[] = [];
  beforeAll(async () => {
    ({ server, port } = await listen(app.fetch));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.destroy();
  });
  afterAll(() => close(server));
  const open = async () => {
    const client = await rawClient(port);
    clients.push(client);
    return client;
  };

  it("answers 408 and closes a connection whose headers do not arrive in time", async () => {
    const client = await open();
    const started = Date.now();
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    const answer = await bounded(client.closed);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
  });

  it("answers 408 and closes a connection whose body does not arrive in time, logging nothing", async () => {
    const logged = vi.spyOn(console, "error");
    const settled = new Promise<void>((resolve) => {
      uploadSettled = resolve;
    });
    try {
      const client = await open();
      client.socket.write(
        `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n${"x".repeat(10)}`,
      );
      const answer = await bounded(client.closed);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).not.toContain("got ");
      await bounded(settled); // the handler's read of the body failed and was answered
      expect(logged).not.toHaveBeenCalled();
      expect(log.lines).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it("keeps an idle keep-alive connection past the headers timeout (clients reuse sockets)", async () => {
    const client = await open();
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await bounded(client.received((data) => data.endsWith("\r\n\r\nok")));
    await new Promise((resolve) => setTimeout(resolve, LIMITS.requestTimeoutMs * 2));
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    const both = await bounded(client.received((data) => data.split("\r\n\r\nok").length === 3));
    expect(both.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });

  it("answers 429 and closes connections over the per-client cap, and takes new ones once others close", async () => {
    const held = [await open(), await open(), await open()];
    const over = await open();
    over.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    const refused = await bounded(over.closed);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toContain("Too many connections from your address");
    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server sees the close a moment after the client: allow a few tries, each bounded.
    let answer = "";
    for (let attempt = 0; attempt < 20 && !answer.includes(" 200 "); attempt += 1) {
      const next = await open();
      next.socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      answer = await bounded(next.closed);
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    // The held ones still work.
    held[1]!.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await bounded(held[1]!.received((data) => data.endsWith("ok")))).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe("an upload cut off halfway, on the real app", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ":memory:" });
  });
  afterAll(() => db.close());

  it("is answered without a log line or stack trace (one per aborted upload filled the log)", async () => {
    // Errors go to the server's logger (issue 17); the console is watched too.
    const log = captureLogger();
    const app = createApp({ db, config: testConfig(), logger: log.logger });
    let handled!: (status: number) => void;
    const done = new Promise<number>((resolve) => {
      handled = resolve;
    });
    let started!: () => void;
    const reading = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { server, port } = await listen(
      async (request) => {
        started();
        const answer = await app.fetch(request);
        handled(answer.status);
        return answer;
      },
      { ...LIMITS, headersTimeoutMs: 10_000, requestTimeoutMs: 10_000 },
    );
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "info")];
    try {
      const client = await rawClient(port);
      client.socket.write(
        'POST /api/v1/cn/campaign-account HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"campaignOid":',
      );
      // The request reached the app, which waits for the rest of the body: cut the connection.
      await bounded(reading);
      client.socket.destroy();
      expect(await bounded(done)).toBe(400);
      for (const spy of logged) expect(spy).not.toHaveBeenCalled();
      // Only the request line (info, status 400): no warning, no error, no stack trace.
      expect(log.lines.map((line) => [line.level, line.msg, line.status])).toEqual([[30, "request", 400]]);
    } finally {
      for (const spy of logged) spy.mockRestore();
      await close(server);
    }
  });
});

describe("the real app behind the HTTP server", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: ":memory:" });
    await createHarness(db);
  });
  afterAll(() => db.close());

  // The per-address limits read the socket's peer through the node request the server hands the app:
  // a server that dropped it ran with every per-address limit off (app.request in other tests has its own).
  it("sees the client's address, so the per-address limits hold", async () => {
    const app = createApp({ db, config: testConfig({ RATE_LIMIT_IP_REGISTER: "2" }) });
    const { server, port } = await listen((request, env) => app.fetch(request, env), {
      ...LIMITS,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 10_000,
    });
    try {
      const base = `http://127.0.0.1:${port}/api/v1/cn`;
      const lookup = await fetch(`${base}/campaign-uri?uri=g/demo-giveaway`);
      expect(((await lookup.json()) as { clientAddress?: string }).clientAddress).toBe("127.0.0.1");
      const statuses: number[] = [];
      for (let n = 0; n < 3; n += 1) {
        const answer = await fetch(`${base}/campaign-account`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ registrationType: "email", emailAddress: uniqueEmail("peer") }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await close(server);
    }
  });
});
