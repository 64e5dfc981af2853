import type { Server } from "node:http";
import type { Logger } from "./logger.js";

// Graceful shutdown (SIGTERM, SIGINT): stop accepting, let the requests in flight finish, then stop
// what runs in the background and close the database, in that order: a request being answered may
// still queue a message or write a row.

/** Something main.ts stops on shutdown, in the order it was added. */
export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

/** How often idle keep-alive connections are closed while requests in flight finish. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops `server` from accepting connections and resolves once every request in flight is answered,
 * closing keep-alive connections as they fall idle. After `timeoutMs` the remaining connections are cut.
 * Resolves false when it had to cut some.
 */
export function closeHttpServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let inTime = true;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      inTime = false;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(inTime);
    });
    server.closeIdleConnections();
  });
}

/** HTTP servers as one Stoppable: they close side by side, within one timeout. */
export function httpServerStoppable(
  name: string,
  servers: readonly Server[],
  timeoutMs: number,
  log: Logger,
): Stoppable {
  return {
    name,
    async stop() {
      const inTime = await Promise.all(servers.map((server) => closeHttpServer(server, timeoutMs)));
      if (inTime.includes(false)) {
        log.warn({ server: name, timeoutMs }, "requests still in flight at SHUTDOWN_TIMEOUT_MS were cut off");
      }
    },
  };
}

/** Stops each in turn; one that fails is logged and the next still stops. Resolves true when all did. */
export async function stopInOrder(stoppables: readonly Stoppable[], log: Logger): Promise<boolean> {
  let clean = true;
  for (const stoppable of stoppables) {
    try {
      await stoppable.stop();
      log.info({ stopped: stoppable.name }, "stopped");
    } catch (error) {
      clean = false;
      log.error({ err: error, stopping: stoppable.name }, "could not stop cleanly");
    }
  }
  return clean;
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT. A second signal while it runs ends the process at once
 * (exit 1), e.g. a second Ctrl-C, unless `repeatForces` is false: a cluster worker gets Ctrl-C's SIGINT
 * and then its primary's SIGTERM for one shutdown, and must keep draining.
 */
export function onShutdownSignal(
  shutdown: (signal: NodeJS.Signals) => Promise<void>,
  log: Logger,
  repeatForces = true,
): void {
  let started = false;
  const handle = (signal: NodeJS.Signals) => {
    if (started) {
      if (!repeatForces) return;
      log.warn({ signal }, "second signal while shutting down: exiting now");
      process.exit(1);
    }
    started = true;
    log.info({ signal }, "shutting down");
    void shutdown(signal);
  };
  process.on("SIGTERM", handle);
  process.on("SIGINT", handle);
}
