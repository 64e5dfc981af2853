import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { exited, startServer } from "./server-process.js";

// issue 17 "Graceful shutdown": SIGTERM while a request is in flight. The request is a registration
// whose body is still arriving (an honest slow client: `Expect: 100-continue` tells us when the server
// holds the request); the server must stop accepting connections, answer it 201, exit 0, and the
// account it acknowledged must be in the database afterwards. No browser is involved.

/** Resolves once nothing listens on the port any more (a new connection is refused). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

test("SIGTERM lets the request in flight finish, refuses new connections, exits 0 and loses nothing", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "graceful-shutdown-"));
  const server = await startServer(
    { DATA_DIR: join(dataDir, "pglite"), SHUTDOWN_TIMEOUT_MS: "60000" },
    "g/demo-giveaway",
  );
  try {
    const { port } = new URL(server.base);
    const email = `slow.${Date.now()}@graceful.example`;
    const body = JSON.stringify({
      campaignOid: "cmp_demo_giveaway",
      registrationType: "email",
      emailAddress: email,
      firstName: "Slow",
      lastName: "Client",
    });
    const half = Math.floor(body.length / 2);

    const slow = httpRequest(`${server.base}/campaign-account`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        expect: "100-continue",
      },
    });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      slow.once("response", resolve);
      slow.once("error", reject);
    });
    // The server parsed the headers and holds the request: now it is in flight.
    await new Promise<void>((resolve) => slow.once("continue", () => resolve()));
    slow.write(body.slice(0, half));

    server.child.kill("SIGTERM");
    await expect.poll(() => refused(Number(port)), { timeout: 30_000 }).toBe(true);
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(half));
    const response = await answered;
    const text = await new Promise<string>((resolve) => {
      let received = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        received += chunk;
      });
      response.once("end", () => resolve(received));
    });
    expect(response.statusCode, text).toBe(201);
    expect(response.headers["x-auth-token"]).toBeTruthy();

    await exited(server.child);
    expect(server.child.exitCode).toBe(0);

    const db = await PGlite.create(join(dataDir, "pglite"));
    try {
      const { rows } = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM accounts WHERE email_address = $1",
        [email],
      );
      expect(rows[0]?.count).toBe(1);
    } finally {
      await db.close();
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
