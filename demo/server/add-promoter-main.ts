import { parseArgs } from "node:util";
import { openDatabase } from "../db/open-database.js";
import { loadMigrateConfig } from "./config.js";
import { addPromoter } from "./promoter/add-promoter.js";

/**
 * `npm run add-promoter -- --name "Velvet Touring" --email owner@example.com` (dist/server/add-promoter.js):
 * makes a promoter on the database of DATABASE_URL (else PGlite in DATA_DIR, while no server holds it) and
 * prints a new API key for it, for the console's sign-in and the promoter API (docs/running-the-server.md).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: "string" }, email: { type: "string" } } });
  if (!values.name || !values.email) {
    throw new Error('usage: npm run add-promoter -- --name "Promoter name" --email owner@example.com');
  }
  const config = loadMigrateConfig();
  const db = await openDatabase({
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    dataDir: config.DATA_DIR,
    migrate: false,
  });
  try {
    const added = await addPromoter(db, { name: values.name, emailAddress: values.email });
    console.log(
      `${added.created ? "Promoter added" : "Promoter already there, new key made"}: ${added.name} (${added.promoterOid})\n` +
        `API key (shown once; sign in to /console/ with it, or send it as Authorization: Bearer):\n${added.key}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
