import cluster from "node:cluster";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { PoolStats } from "../db/database.js";
import { openDatabase } from "../db/open-database.js";
import { countStatements } from "../db/statement-counter.js";
import { createApp } from "./app.js";
import { watchCampaigns } from "./campaigns/campaign-watch.js";
import type { ServerConfig } from "./config.js";
import { startHttpServer } from "./http-server.js";
import { metricsObserver, queuedMessagesSource } from "./messaging/delivery-metrics.js";
import { createMessageDelivery } from "./messaging/message-delivery.js";
import type { Logger } from "./operations/logger.js";
import type { Metrics } from "./operations/metrics.js";
import { httpServerStoppable, onShutdownSignal, type Stoppable, stopInOrder } from "./operations/shutdown.js";
import { createPromoterSite } from "./promoter-site.js";
import { seedWhenMigrated } from "./seed-demo.js";

/** The built server's database thread for PGlite (issue 18); run from source, PGlite stays in this thread. */
const PGLITE_WORKER = new URL("./pglite-worker.js", import.meta.url);

export interface RunOptions {
  /** Apply pending migrations and seed demo mode (false in a cluster worker: the primary did). */
  prepareDatabase: boolean;
  /** This process's metrics (a cluster worker's answer the whole cluster's at /metrics). */
  metrics: (pool: () => PoolStats) => Metrics;
}

/**
 * One HTTP process: the hosted site + API (PORT) and, in demo mode, the promoter's demo site
 * (DEMO_PORT). Resolves once both listen; SIGTERM/SIGINT stop it gracefully and exit 0.
 */
export async function runServer(config: ServerConfig, log: Logger, options: RunOptions): Promise<void> {
  const migrate = options.prepareDatabase && config.MIGRATE_ON_START === "1";
  // Every statement counted for /metrics (issue 18: statements per registration, read by the bench).
  let onStatement = () => {};
  const db = countStatements(
    await openDatabase({
      ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
      dataDir: config.DATA_DIR,
      migrate,
      ...(existsSync(PGLITE_WORKER) && { pgliteWorker: PGLITE_WORKER }),
    }),
    { keepLog: false, onStatement: () => onStatement() },
  );
  if (options.prepareDatabase && config.demoMode) await seedWhenMigrated(db, log);
  // Parsed campaigns are trusted while their changes are heard (issue 18: no version read per request).
  const stopWatchingCampaigns = await watchCampaigns(db);

  const limits = {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.HTTP_HEADERS_TIMEOUT_MS),
    // Behind trusted proxies every socket is a proxy's: the cap would count the proxy, not the client.
    maxConnectionsPerClient: config.TRUST_PROXY > 0 ? 0 : config.MAX_CONNECTIONS_PER_CLIENT,
  };
  let draining = false;
  const metrics = options.metrics(() => db.poolStats());
  onStatement = () => metrics.dbStatements.inc();
  // Every process runs a delivery worker over the shared queue (docs/running-the-server.md).
  const messages = createMessageDelivery({ db, config, observer: metricsObserver(metrics), log });
  metrics.setQueuedMessagesSource(queuedMessagesSource(db));
  messages.start();
  const app = createApp({ db, config, logger: log, metrics, messages, draining: () => draining });
  const site = startHttpServer({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, limits);
  const demo = config.demoMode
    ? startHttpServer(
        { fetch: createPromoterSite(config).fetch, port: config.DEMO_PORT, hostname: config.HOST },
        limits,
      )
    : undefined;

  // Stopped in this order: no new requests (those in flight finish), then the background workers
  // (the message queue's delivery worker), then the database they all used.
  const timeout = config.SHUTDOWN_TIMEOUT_MS;
  const stoppables: Stoppable[] = [
    httpServerStoppable("http servers", demo ? [site, demo] : [site], timeout, log),
    { name: "message delivery", stop: () => messages.stop() },
    { name: "campaign watch", stop: stopWatchingCampaigns },
    { name: "database", stop: () => db.close() },
  ];
  onShutdownSignal(
    async () => {
      draining = true;
      const clean = await stopInOrder(stoppables, log);
      process.exit(clean ? 0 : 1);
    },
    log,
    !cluster.isWorker,
  );

  await Promise.all([site, demo].map((server) => server && listening(server)));
}

function listening(server: Server): Promise<void> {
  if (server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
}
