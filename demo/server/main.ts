import { openDatabase } from "../db/open-database.js";
import { buildSeed } from "../seed/build-seed.js";
import { applySeed } from "../store/seed.js";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { startHttpServer } from "./http-server.js";
import { createMessageDelivery } from "./messaging/message-delivery.js";
import { createPromoterSite } from "./promoter-site.js";

/** `npm start`: the hosted site + API (PORT) and the promoter's demo site (DEMO_PORT), one process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
  });
  if (config.demoMode) await applySeed(db, buildSeed(new Date()));

  const limits = {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.HTTP_HEADERS_TIMEOUT_MS),
    // Behind trusted proxies every socket is a proxy's: the cap would count the proxy, not the client.
    maxConnectionsPerClient: config.TRUST_PROXY > 0 ? 0 : config.MAX_CONNECTIONS_PER_CLIENT,
  };
  // Every process runs a delivery worker over the shared queue (docs/running-the-server.md).
  const messages = createMessageDelivery({ db, config });
  messages.start();
  const site = startHttpServer(
    { fetch: createApp({ db, config, messages }).fetch, port: config.PORT, hostname: config.HOST },
    limits,
  );
  const demo = config.demoMode
    ? startHttpServer(
        { fetch: createPromoterSite(config).fetch, port: config.DEMO_PORT, hostname: config.HOST },
        limits,
      )
    : undefined;

  const storage = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.DATA_DIR})`;
  // Production seeds nothing: the demo campaign's links would lead nowhere.
  const sample = config.demoMode ? "p/demo-presale" : "{uri}";
  console.log(`Fan campaigns is running on ${storage}, ${config.demoMode ? "demo mode" : "production (DEMO=1 for demo mode)"}.
  Hosted site:     ${config.publicOrigin}/${sample}/
  API:             ${config.publicOrigin}/api/v1/cn/campaign-uri?uri=${sample}
  Loader:          ${config.publicOrigin}/loader.js${
    config.demoMode
      ? `
  Dev outbox:      ${config.publicOrigin}/__dev/outbox/
  Promoter's site: ${config.demoOrigin}/  (widgets; elements: /elements.html; remote signup: /remote-signup.html; strict CSP: /strict-csp.html)
  Preview admin:   ${config.demoOrigin}/preview.html  (campaign and tour preview)`
      : ""
  }`);

  const stop = async () => {
    site.close();
    demo?.close();
    await messages.stop();
    await db.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
