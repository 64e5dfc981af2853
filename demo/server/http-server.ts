import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { serve } from "@hono/node-server";

// The Node HTTP server under the Hono apps, with the limits a public server needs against slow or
// abusive clients (docs/security.md "The server itself"): a client must finish its headers, and its
// whole request, within a deadline, and one address may hold only so many connections at once.

export interface HttpLimits {
  /** Time to receive a request's headers (Node's headersTimeout); then 408 and the connection closes. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (Node's requestTimeout); then 408. */
  requestTimeoutMs: number;
  /** Open connections one remote address may hold; more are answered 429 and closed. 0: no cap. */
  maxConnectionsPerClient: number;
}

const overCap = new WeakSet<Socket>();

/** What a connection over its address's cap gets for its request, before it is closed. */
function tooManyConnections(): Response {
  return new Response(
    JSON.stringify({ message: "Too many connections from your address", statusCode: 429 }),
    {
      status: 429,
      headers: {
        "content-type": "application/json",
        "x-content-type-options": "nosniff",
        "cache-control": "no-store",
        "retry-after": "1",
        connection: "close",
      },
    },
  );
}

/**
 * Keep idle connections longer than clients do, so a client never reuses a socket the server is closing
 * at that moment (Node's 5 s default races keep-alive clients into ECONNRESET).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Marks a new connection over the cap when its address already holds `max` of them. It is not dropped
 * unanswered: its request is answered 429 and the connection closed (a burst of requests from one
 * address sees a status, not resets), and one that never sends a request ends at the headers timeout.
 */
function capConnectionsPerClient(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = open.get(address) ?? 0;
    if (count >= max) {
      overCap.add(socket);
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export function startHttpServer(
  options: {
    fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
    port: number;
    hostname: string;
  },
  limits: HttpLimits,
): Server {
  const server = serve({
    fetch: (request, env) => {
      const socket = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
      // env carries the node request: the app reads the client's address from it (getConnInfo), so
      // every per-address limit depends on passing it on.
      return socket && overCap.has(socket) ? tooManyConnections() : options.fetch(request, env);
    },
    port: options.port,
    hostname: options.hostname,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past their deadline (its default, 30 s, would stretch a 10 s
      // headers timeout to 40 s).
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(limits.headersTimeoutMs / 4))),
    },
  }) as Server;
  capConnectionsPerClient(server, limits.maxConnectionsPerClient);
  return server;
}
