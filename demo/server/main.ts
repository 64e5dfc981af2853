import cluster from "node:cluster";
import { loadConfig } from "./config.js";
import { runPrimary } from "./operations/cluster.js";
import { clusterMetricsText, shareRegistry } from "./operations/cluster-metrics.js";
import { createLogger } from "./operations/logger.js";
import { createMetrics } from "./operations/metrics.js";
import { runServer } from "./run-server.js";
import { listeningFields, startBanner } from "./start-banner.js";

/**
 * `npm start` (demo mode), `npm run serve` and `node dist/server/main.js` (production): the hosted site
 * + API (PORT) and, in demo mode, the promoter's demo site (DEMO_PORT). WORKERS=N runs N processes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  if (config.WORKERS > 1 && cluster.isPrimary) return runPrimary(config, log);

  if (cluster.isWorker) {
    await runServer(config, log, {
      prepareDatabase: false,
      metrics: (pool) => {
        const own = createMetrics({ pool, processMetrics: true });
        shareRegistry(own.registry);
        return { ...own, text: clusterMetricsText };
      },
    });
    return;
  }
  await runServer(config, log, {
    prepareDatabase: true,
    metrics: (pool) => createMetrics({ pool, processMetrics: true }),
  });
  // A person reads the demo's banner; production's start is one more JSON line for the log collector.
  if (config.demoMode) console.log(startBanner(config));
  else log.info(listeningFields(config), "listening");
}

main().catch((error: unknown) => {
  // Before (or instead of) a running server: said plainly on stderr, for the person starting it.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
