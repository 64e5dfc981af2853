import { Worker } from "node:worker_threads";
import type { Database } from "./database.js";
import { uncrossError, workerStarted } from "./database-messages.js";
import { databaseOverPort } from "./database-over-port.js";
import type { PgliteOptions } from "./pglite.js";

// Issue 18: PGlite is PostgreSQL compiled to WebAssembly, run by the thread that calls it. In the
// server's thread it took more than half of each registration's CPU on a thread that also parses
// requests and renders answers, so the embedded server used one core of two. Here it runs in a worker
// thread of its own (pglite-worker-main.ts), reached through database-over-port.ts: the server's thread
// and the database each have a core.

export interface PgliteWorkerOptions extends Required<PgliteOptions> {
  /** The built worker (dist/server/pglite-worker.js). */
  workerFile: URL;
  /**
   * Told when the thread dies under a running server, after the calls waiting for it have failed.
   * Default: the error is thrown, out of any call, so the process ends as a crash does.
   */
  onDied?: (error: Error) => void;
}

const crash = (error: Error) =>
  process.nextTick(() => {
    throw error;
  });

/** Opens PGlite in a worker thread; resolves once it is open, or rejects with the reason it is not. */
export async function openPgliteInWorker(options: PgliteWorkerOptions): Promise<Database> {
  const worker = new Worker(options.workerFile, { workerData: { dataDir: options.dataDir } });
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
  const started = await new Promise<unknown>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    exited.then((code) => reject(new Error(`The database thread exited (code ${code}) before it opened.`)));
  });
  const start = workerStarted.parse(started);
  if (start.op === "unable") {
    await worker.terminate();
    throw uncrossError(start.error);
  }

  const db = databaseOverPort(worker, "pglite");
  let closing = false;
  // A database thread that dies under a running server fails its calls, then the process, as PGlite
  // failing in the server's own thread would have: a supervisor restarts it on the folder as it is.
  const died = (error: Error) => {
    db.fail(error);
    (options.onDied ?? crash)(error);
  };
  worker.on("error", died);
  exited.then((code) => {
    if (!closing) died(new Error(`The database thread exited (code ${code}) while the server ran.`));
  });
  return {
    ...db,
    async close() {
      closing = true;
      await db.close();
      // PGlite has closed its files: nothing is left to lose, and the thread's loop need not run down.
      await worker.terminate();
    },
  };
}
