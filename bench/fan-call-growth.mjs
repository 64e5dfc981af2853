// Issue 18's "the fan call flat from 0 to 100,000 fans": the time of POST /campaign-fan, the call that
// places the new fan among the campaign's, on a campaign with no fans seeded and again once SEEDED_FANS
// are, on PGlite and on PostgreSQL. One registration at a time, so no queue adds to a call's time: what
// grows with the campaign shows, and nothing else. Part of `npm run bench`; needs the built server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  BROWSER_HEADERS,
  fanAddress,
  findPostgres,
  inPostgresSchema,
  percentile,
  startServer,
  stopServer,
} from "./api-load.mjs";
import { CAMPAIGN, EMAIL_DOMAIN, SEEDED_FANS, seedPgliteFolder, seedPostgres } from "./seed-fans.mjs";

/** Registrations before the timed ones: the server's JIT and its prepared statements warm up. */
const WARM_UP = 100;

let sequence = 0;

/** One registration; the fan call's time in ms (the account call is not timed). */
async function registerOnce(base, label) {
  sequence += 1;
  const headers = { ...BROWSER_HEADERS, "x-forwarded-for": fanAddress(sequence) };
  const account = await fetch(`${base}/api/v1/cn/campaign-account`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      campaignOid: CAMPAIGN.oid,
      registrationType: "email",
      emailAddress: `growth.${label}.${process.pid}.${sequence}@${EMAIL_DOMAIN}`,
      firstName: "Growth",
      lastName: `Fan ${sequence}`,
    }),
  });
  await account.arrayBuffer();
  const token = account.headers.get("x-auth-token");
  if (account.status !== 201 || !token) throw new Error(`the account call answered ${account.status}`);
  const startedAt = process.hrtime.bigint();
  const fan = await fetch(`${base}/api/v1/cn/campaign-fan`, {
    method: "POST",
    headers: { ...headers, "x-auth-token": token },
    body: JSON.stringify({ uri: CAMPAIGN.uri, registrationType: "email" }),
  });
  await fan.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - startedAt) / 1e6;
  if (fan.status !== 201) throw new Error(`the fan call answered ${fan.status}`);
  return ms;
}

/** Starts the server on `database`, warms it, times `count` fan calls one after another, stops it. */
async function timeFanCalls(database, label, count) {
  const { base, child } = await startServer(database.env);
  try {
    for (let i = 0; i < WARM_UP; i += 1) await registerOnce(base, `${label}-warm`);
    const times = [];
    for (let i = 0; i < count; i += 1) times.push(await registerOnce(base, label));
    times.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 100) / 100;
    return { p50: round(percentile(times, 50)), p90: round(percentile(times, 90)) };
  } finally {
    await stopServer(child);
  }
}

/** The fan call's time on an empty campaign, then on the same database after seeding it. */
async function growth(database, seed, count) {
  const empty = await timeFanCalls(database, "empty", count);
  await seed();
  const seeded = await timeFanCalls(database, "seeded", count);
  return {
    database: database.kind,
    seededFans: SEEDED_FANS,
    calls: count,
    fanCallMs: { empty, seeded },
    // Over 1: the call got slower with the campaign's fans.
    p50Ratio: Math.round((seeded.p50 / empty.p50) * 100) / 100,
  };
}

/** `{ rows, postgresSkipped? }`: one row per database, PostgreSQL's when one answers (as api-load.mjs). */
export async function runFanCallGrowth({ calls = 300 } = {}) {
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), "fan-call-growth-"));
  try {
    const database = { kind: "pglite", env: { DATA_DIR: dataDir } };
    rows.push(await growth(database, () => seedPgliteFolder(dataDir), calls));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const found = await findPostgres();
  if (found.url) {
    rows.push(
      await inPostgresSchema(found.url, "fan_growth", (database) =>
        growth(database, () => seedPostgres(database), calls),
      ),
    );
  }
  return { rows, ...(found.skipped && { postgresSkipped: found.skipped }) };
}

export function printFanCallGrowth(figures) {
  console.log(
    `\nThe fan call (POST /campaign-fan) as the campaign grows: one registration at a time, ${figures.rows[0]?.calls ?? "?"} timed calls each`,
  );
  console.log(
    `${"database".padEnd(10)} ${"p50 at 0".padStart(9)} ${"p90 at 0".padStart(9)} ${`p50 at ${SEEDED_FANS}`.padStart(14)} ${`p90 at ${SEEDED_FANS}`.padStart(14)} ${"p50 ratio".padStart(9)}`,
  );
  for (const row of figures.rows) {
    const { empty, seeded } = row.fanCallMs;
    console.log(
      `${row.database.padEnd(10)} ${`${empty.p50} ms`.padStart(9)} ${`${empty.p90} ms`.padStart(9)} ${`${seeded.p50} ms`.padStart(14)} ${`${seeded.p90} ms`.padStart(14)} ${String(row.p50Ratio).padStart(9)}`,
    );
  }
  if (figures.postgresSkipped) console.log(`postgres   skipped: ${figures.postgresSkipped}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFanCallGrowth(await runFanCallGrowth());
}
