// The bench's campaign and the fans seeded into it before a run (issue 18: a cost that grows with the
// campaign shows), on PGlite's folder or in a PostgreSQL schema, shared by api-load.mjs and
// fan-call-growth.mjs.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const CAMPAIGN = { oid: "cmp_demo_giveaway", uri: "g/demo-giveaway" }; // no verification: a fan is a 201
export const EMAIL_DOMAIN = "load.bench.example";
/** Fans already in the campaign when the run starts (issue 18): a cost that grows with them shows. */
export const SEEDED_FANS = Number(process.env.BENCH_SEEDED_FANS ?? 100_000);

/** One INSERT ... SELECT generate_series: SEEDED_FANS registered fans of the bench's campaign. */
const SEED_SQL = (
  fans,
) => `INSERT INTO fans (oid, campaign_oid, email_address, email_canonical, verified_at, total_points, created_at)
  SELECT 'fan_seed_' || i, '${CAMPAIGN.oid}', 'seed' || i || '@seed.${EMAIL_DOMAIN}', 'seed' || i || '@seed.${EMAIL_DOMAIN}',
    now() - make_interval(secs => i), i % 7, now() - make_interval(secs => i)
  FROM generate_series(1, ${Number(fans)}) AS i`;

/** Seeds a PGlite folder the server has migrated and no longer holds. */
export async function seedPgliteFolder(dataDir) {
  const db = await PGlite.create(dataDir);
  try {
    await seedFans(db);
  } finally {
    await db.close();
  }
}

export async function seedPostgres(database) {
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  try {
    await client.query(`SET search_path = ${database.schema}`);
    await seedFans(client);
  } finally {
    await client.end();
  }
}

/**
 * The fans in one statement, the counts' triggers off for it (one by one they take minutes on PGlite),
 * then campaign_fan_counts and fan_point_counts rebuilt from the fans as the migrations build them.
 */
async function seedFans(db) {
  await db.query("BEGIN");
  await db.query("SET LOCAL session_replication_role = replica");
  await db.query(SEED_SQL(SEEDED_FANS));
  // Every shard's rows (migration 0018) replaced by the totals in shard 0.
  await db.query("DELETE FROM fan_point_counts");
  await db.query(
    `INSERT INTO fan_point_counts (campaign_oid, total_points, verified_fans)
     SELECT campaign_oid, total_points, count(*) FROM fans WHERE verified_at IS NOT NULL
     GROUP BY campaign_oid, total_points`,
  );
  await db.query("DELETE FROM campaign_fan_counts");
  await db.query(
    `INSERT INTO campaign_fan_counts (campaign_oid, verified_fans)
     SELECT campaign_oid, count(*) FROM fans WHERE verified_at IS NOT NULL GROUP BY campaign_oid`,
  );
  await db.query("COMMIT");
  await db.query("ANALYZE fans");
}
