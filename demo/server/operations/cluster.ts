import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type PrometheusContentType } from "prom-client";
import { openDatabase } from "../../db/open-database.js";
import type { ServerConfig } from "../config.js";
import { seedWhenMigrated } from "../seed-demo.js";
import { listeningFields, startBanner } from "../start-banner.js";
import { answerMetricsRequests } from "./cluster-metrics.js";
import type { Logger } from "./logger.js";
import { onShutdownSignal } from "./shutdown.js";

// WORKERS=N (node:cluster): N HTTP processes share PORT; the primary serves nothing itself. It migrates
// and seeds once before forking (workers open the database as it is), replaces a worker that dies, and
// on SIGTERM/SIGINT passes the signal on and exits once every worker has drained and exited.

/** A worker that dies this soon after its start is not replaced: it would die again (bad setting, no database). */
const START_GRACE_MS = 10_000;

export async function runPrimary(config: ServerConfig, log: Logger): Promise<void> {
  const db = await openDatabase({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
    migrate: config.MIGRATE_ON_START === "1",
  });
  try {
    if (config.demoMode) await seedWhenMigrated(db, log);
  } finally {
    await db.close();
  }

  const aggregator = new AggregatorRegistry<PrometheusContentType>();
  let stopping = false;
  let failed = false;
  const fork = (): Promise<Worker> => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    answerMetricsRequests(worker, aggregator);
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      log.error({ worker: worker.process.pid, code, signal }, "a worker exited");
      if (Date.now() - startedAt < START_GRACE_MS) {
        failed = true;
        void stopAll(1);
      } else {
        void fork();
      }
    });
    return new Promise((resolve, reject) => {
      worker.once("listening", () => resolve(worker));
      worker.once("exit", (code) => reject(new Error(`a worker exited while starting (code ${code})`)));
    });
  };

  const stopAll = async (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", (code) => {
              if (code !== 0) failed = true;
              resolve();
            });
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    process.exit(failed ? Math.max(exitCode, 1) : exitCode);
  };
  onShutdownSignal(() => stopAll(0), log);

  await Promise.all(Array.from({ length: config.WORKERS }, fork));
  if (config.demoMode) console.log(startBanner(config));
  else log.info(listeningFields(config), "listening");
}
