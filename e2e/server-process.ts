import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { freePort } from "../scripts/free-port.mjs";
import { UNLIMITED_CLIENT_ADDRESS } from "./client-address-limits.js";

// The built server (dist/server/main.js) as a child process of a test: for what one process alone
// cannot show (kill -9, several processes on one database). No browser is involved.

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

/**
 * Starts the server with these settings (demo mode unless `env` says `DEMO: "0"`) and waits until it
 * answers a lookup of `readyUri` with 200, or, without one (production seeds nothing), answers at all.
 */
export async function startServer(
  env: Record<string, string>,
  readyUri: string | undefined,
  readyWithinMs = 60_000,
): Promise<ServerProcess> {
  // Two tests' probes can still pick one port at once: a server that lost that race starts again on others.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, readyUri, readyWithinMs);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startServerOnce(
  env: Record<string, string>,
  readyUri: string | undefined,
  readyWithinMs: number,
): Promise<ServerProcess> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      DEMO: "1",
      ...UNLIMITED_CLIENT_ADDRESS,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}/api/v1/cn`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
        return fetch(`${base}/campaign-uri?uri=${readyUri ?? "p/none"}`).then(
          (r) => (readyUri ? r.status : r.status > 0 ? 200 : 0),
          () => 0,
        );
      },
      { timeout: readyWithinMs, message: `the server did not answer within ${readyWithinMs} ms:\n${stderr}` },
    )
    .toBe(200);
  return { base, child };
}

/** Starts the server expecting it to refuse: resolves with its exit code and what it printed to stderr. */
export async function startRefused(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const [port, demoPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DEMO_PORT: String(demoPort), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  await exited(child);
  clearTimeout(timer);
  return { code: child.exitCode, stderr };
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** Stops a server politely and waits for its exit. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await exited(server.child);
}

export interface ServerAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The x-auth-token header the answer carries, if any. */
  token: string | undefined;
}

/** One API call to a server process: JSON body, the fan's token, the answer parsed. */
export async function callServer(
  server: ServerProcess | undefined,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<ServerAnswer> {
  if (!server) throw new Error("callServer: the server did not start");
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers["x-auth-token"] = token;
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    token: res.headers.get("x-auth-token") ?? undefined,
  };
}
