import { parentPort, workerData } from "node:worker_threads";
import { z } from "zod";
import { crossError } from "./database-messages.js";
import { openPglite } from "./pglite.js";
import { serveDatabase } from "./serve-database.js";

// Issue 18: the database thread of the built server (dist/server/pglite-worker.js, started by
// pglite-in-worker.ts). PGlite's PostgreSQL runs here, on the second core, while the server's thread
// parses requests and renders answers. It opens the folder (and its lock) as one thread would.

const options = z.object({ dataDir: z.string() }).parse(workerData);
const port = parentPort;
if (!port) throw new Error("pglite-worker-main runs as a worker thread (pglite-in-worker.ts starts it).");

try {
  const db = await openPglite(options);
  // Closed on the server's request: the port's end lets this thread exit.
  serveDatabase(db, port, () => port.close());
  port.postMessage({ op: "ready" });
} catch (error) {
  port.postMessage({ op: "unable", error: crossError(error) });
  port.close();
}
