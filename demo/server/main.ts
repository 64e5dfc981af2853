import { serve } from "@hono/node-server";
import { openDatabase } from "../db/open-database.js";
import { buildSeed } from "../seed/build-seed.js";
import { applySeed } from "../store/seed.js";
import { createApp } from "./app.js";
import { loadConfig } from "./config.js";
import { createPromoterSite } from "./promoter-site.js";

/** `npm start`: the hosted site + API (PORT) and the promoter's demo site (DEMO_PORT), one process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
  });
  if (config.demoMode) await applySeed(db, buildSeed(new Date()));

  const site = serve({ fetch: createApp({ db, config }).fetch, port: config.PORT, hostname: config.HOST });
  const demo = config.demoMode
    ? serve({ fetch: createPromoterSite(config).fetch, port: config.DEMO_PORT, hostname: config.HOST })
    : undefined;

  // Keep idle connections longer than clients do, so a client never reuses a socket the server is
  // closing at that moment (Node's 5 s default races keep-alive clients into ECONNRESET).
  for (const server of [site, demo]) {
    if (server && "keepAliveTimeout" in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
  }

  const storage = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.DATA_DIR})`;
  console.log(`Fan campaigns is running on ${storage}${config.demoMode ? ", demo mode" : ""}.
  Hosted site:     ${config.publicOrigin}/p/demo-presale/
  API:             ${config.publicOrigin}/api/v1/cn/campaign-uri?uri=p/demo-presale
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
