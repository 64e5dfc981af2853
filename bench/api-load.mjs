// API load figure (issue 3): registrations per second (POST /campaign-account then POST /campaign-fan)
// against the built server (dist/server/main.js) on a free loopback port, on PGlite and, when
// TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL with one process and with two (WORKERS=2,
// issue 17), side by side, at 30 connections, each run on a campaign already holding 100,000 fans
// (BENCH_SEEDED_FANS; issue 18), with the statements per registration read from the server's /metrics
// beside the 20 of before issue 18. After each run the fans in the database must equal the 201 answers. Run alone with `node bench/api-load.mjs` (after `npm run build`), or call
// `runApiLoad()` from bench/run.mjs.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../scripts/free-port.mjs";
import { startCpuSplit } from "./cpu-split.mjs";
import { CAMPAIGN, EMAIL_DOMAIN, SEEDED_FANS, seedPgliteFolder, seedPostgres } from "./seed-fans.mjs";

const SERVER_ENTRY = "dist/server/main.js";
const WARM_UP_SECONDS = 3;
/** Statements per registration before issue 18 (profiled from outside: 20 statements, 18 round trips). */
const STATEMENTS_BEFORE = 20;

/** The server's statement counter (GET /metrics, fan_campaigns_db_statements_total). */
async function statementsSoFar(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith("fan_campaigns_db_statements_total"));
  return line ? Number(line.split(" ").pop()) : Number.NaN;
}

export async function startServer(env) {
  const [port, demoPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      HOST: "127.0.0.1",
      DEMO: "1",
      // Each simulated fan comes from an address of its own, as a presale's fans do, named by the
      // X-Forwarded-For a proxy in front would append (TRUST_PROXY=1): the per-address limits count each
      // fan's own row, as in production, not one row of 127.0.0.1 that every registration would queue on.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`${base}/api/v1/cn/campaign-uri?uri=${CAMPAIGN.uri}`);
      if (res.ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`the server did not answer within 180 s:\n${stderr}`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** What a fan's browser sends with each call: it takes compressed answers, so each answer meets the
 * compression middleware as in production. */
export const BROWSER_HEADERS = { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" };

/** The registration's own client address, in the range set aside for benchmarks (198.18.0.0/15). */
export const fanAddress = (n) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/**
 * One autocannon run: each connection loops account → fan, with a fresh address per registration.
 * `amount` (an even number of requests) makes autocannon wait for every answer, so no registration is
 * cut off half-way and the 201s can be compared with the database.
 */
function registrations(base, { label, connections, duration, amount }) {
  let sequence = 0;
  const registrationMs = [];
  const counts = { accounts: 0, fans: 0, otherStatuses: {} };
  const other = (status) => {
    counts.otherStatuses[status] = (counts.otherStatuses[status] ?? 0) + 1;
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        ...(amount ? { amount } : { duration }),
        requests: [
          {
            method: "POST",
            path: "/api/v1/cn/campaign-account",
            headers: { "content-type": "application/json" },
            setupRequest(request, context) {
              sequence += 1;
              context.startedAt = process.hrtime.bigint();
              context.address = fanAddress(sequence);
              request.headers = { ...BROWSER_HEADERS, "x-forwarded-for": context.address };
              request.body = JSON.stringify({
                campaignOid: CAMPAIGN.oid,
                registrationType: "email",
                emailAddress: `${label}.${process.pid}.${sequence}@${EMAIL_DOMAIN}`,
                firstName: "Load",
                lastName: `Fan ${sequence}`,
              });
              return request;
            },
            onResponse(status, _body, context, headers) {
              if (status === 201) counts.accounts += 1;
              else other(status);
              context.token = status === 201 ? headers["x-auth-token"] : undefined;
            },
          },
          {
            method: "POST",
            path: "/api/v1/cn/campaign-fan",
            setupRequest(request, context) {
              if (!context.token) return undefined; // the account failed: start the next registration
              request.headers = {
                ...BROWSER_HEADERS,
                "x-auth-token": context.token,
                "x-forwarded-for": context.address,
              };
              request.body = JSON.stringify({ uri: CAMPAIGN.uri, registrationType: "email" });
              return request;
            },
            onResponse(status, _body, context) {
              if (status !== 201) return other(status);
              counts.fans += 1;
              registrationMs.push(Number(process.hrtime.bigint() - context.startedAt) / 1e6);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, counts, registrationMs })),
    );
    instance.on("error", reject);
  });
}

/** The fans the measured run registered (the warm-up's are left out). */
async function countFans(database) {
  const pattern = `measured.%@${EMAIL_DOMAIN}`;
  if (database.kind === "postgres") {
    const client = new pg.Client({ connectionString: database.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS count FROM ${database.schema}.fans WHERE email_address LIKE $1`,
        [pattern],
      );
      return rows[0].count;
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(database.dataDir);
  try {
    const { rows } = await db.query("SELECT count(*)::int AS count FROM fans WHERE email_address LIKE $1", [
      pattern,
    ]);
    return rows[0].count;
  } finally {
    await db.close();
  }
}

export async function measure(database, { seconds, connections }) {
  if (database.kind === "pglite" && SEEDED_FANS > 0) await seedPglite(database);
  const { base, child } = await startServer(database.env);
  if (database.kind === "postgres" && SEEDED_FANS > 0) await seedPostgres(database);
  let run;
  let statements;
  let cpuPerRegistration;
  try {
    // A short warm-up sizes the measured run (about `seconds` long) and warms the server's JIT.
    const warm = await registrations(base, { label: "warmup", connections, duration: WARM_UP_SECONDS });
    const perSecond = Math.max(1, warm.counts.fans / warm.result.duration);
    const perConnection = Math.max(1, Math.round((perSecond * seconds) / connections));
    const before = await statementsSoFar(base);
    const cpu = startCpuSplit(child.pid);
    run = await registrations(base, {
      label: "measured",
      connections,
      amount: perConnection * connections * 2,
    });
    cpuPerRegistration = cpu.stop(run.counts.fans);
    statements = (await statementsSoFar(base)) - before;
  } finally {
    await stopServer(child);
  }
  const fansInDatabase = await countFans(database);
  const sorted = [...run.registrationMs].sort((a, b) => a - b);
  const durationSeconds = run.result.duration;
  return {
    database: database.kind,
    workers: Number(database.env.WORKERS ?? 1),
    connections,
    durationSeconds: Math.round(durationSeconds * 100) / 100,
    registrations: run.counts.fans,
    registrationsPerSecond: Math.round((run.counts.fans / durationSeconds) * 10) / 10,
    registrationLatencyMs: {
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      p99: Math.round(percentile(sorted, 99) * 10) / 10,
    },
    requestLatencyMs: { p50: run.result.latency.p50, p99: run.result.latency.p99 },
    requestsPerSecond: Math.round(run.result.requests.average),
    non2xx: run.counts.otherStatuses,
    errors: run.result.errors + run.result.timeouts,
    fansInDatabase,
    fansMatch: fansInDatabase === run.counts.fans,
    seededFans: SEEDED_FANS,
    // Every statement of the run over its registrations: an upper bound, since the delivery worker's polls
    // count too (subtracting an idle rate measured before the run proved too noisy under load).
    statementsPerRegistration:
      run.counts.fans > 0 ? Math.round((statements / run.counts.fans) * 10) / 10 : null,
    statementsPerRegistrationBefore: STATEMENTS_BEFORE,
    // CPU ms per registration: server, PostgreSQL (on this machine), autocannon, the whole machine.
    cpuPerRegistration,
  };
}

/** PGlite's folder is the server's alone while it runs: a first start migrates and seeds, then the fans. */
async function seedPglite(database) {
  const { child } = await startServer(database.env);
  await stopServer(child);
  await seedPgliteFolder(database.dataDir);
}

/** CONTRACT.md: the machine's PostgreSQL server, used when no URL is given and it answers. */
const MACHINE_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/** The PostgreSQL to measure on: TEST_DATABASE_URL, DATABASE_URL, else the machine's server if it answers. */
export async function findPostgres() {
  const configured = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (configured) return { url: configured };
  const probe = new pg.Client({ connectionString: MACHINE_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    return { url: MACHINE_POSTGRES };
  } catch (error) {
    return {
      skipped: `no TEST_DATABASE_URL or DATABASE_URL, and ${MACHINE_POSTGRES} did not answer (${error.message})`,
    };
  } finally {
    await probe.end().catch(() => {});
  }
}

/** One run on PostgreSQL with `workers` processes, in a schema of its own (dropped afterwards). */
export async function measurePostgres(databaseUrl, workers, options) {
  return inPostgresSchema(databaseUrl, `api_load_${workers}`, (database) =>
    measure({ ...database, env: { ...database.env, WORKERS: String(workers) } }, options),
  );
}

/**
 * Runs `use` with a database of a schema of its own (`{ kind, env, adminUrl, schema }`, the server's
 * `DATABASE_URL` in `env`), dropped afterwards.
 */
export async function inPostgresSchema(databaseUrl, prefix, use) {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = databaseUrl.includes("?") ? "&" : "?";
  const serverUrl = `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  try {
    return await use({ kind: "postgres", env: { DATABASE_URL: serverUrl }, adminUrl: databaseUrl, schema });
  } finally {
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await cleanup.end();
  }
}

/**
 * The API load figures: `{ pglite, postgres, postgresSkipped? }` (postgres null when no PostgreSQL
 * answers, with the reason). Needs the built server: run `npm run build` first (npm run bench does).
 */
export async function runApiLoad({ seconds = 10, connections = 30 } = {}) {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`runApiLoad: ${SERVER_ENTRY} is missing; run \`npm run build\` first.`);

  const dataDir = mkdtempSync(join(tmpdir(), "api-load-pglite-"));
  let pglite;
  try {
    pglite = await measure({ kind: "pglite", env: { DATA_DIR: dataDir }, dataDir }, { seconds, connections });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  let postgres = null;
  let postgresWorkers = null;
  const found = await findPostgres();
  if (found.url) {
    postgres = await measurePostgres(found.url, 1, { seconds, connections });
    postgresWorkers = await measurePostgres(found.url, 2, { seconds, connections });
  }
  return { pglite, postgres, postgresWorkers, ...(found.skipped && { postgresSkipped: found.skipped }) };
}

/** The rows measured, in the order they are printed. */
export const apiLoadRows = (figures) =>
  [figures.pglite, figures.postgres, figures.postgresWorkers].filter(Boolean);

/** Prints the figures as a table. */
export function printFigures(figures) {
  console.log(
    `\nAPI load: registrations (account + fan), autocannon on loopback, ${apiLoadRows(figures)[0]?.connections ?? "?"} connections, ${SEEDED_FANS} fans seeded first`,
  );
  console.log(
    `${"database".padEnd(10)} ${"procs".padStart(5)} ${"reg/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"req p50".padStart(8)} ${"req p99".padStart(8)} ${"fans".padStart(7)} ${"in db".padStart(7)} ${"stmts/reg".padStart(9)} ${"before".padStart(6)} ${"cpu ms/reg: server pg load all".padStart(31)}`,
  );
  for (const row of apiLoadRows(figures)) {
    console.log(
      `${row.database.padEnd(10)} ${String(row.workers).padStart(5)} ${String(row.registrationsPerSecond).padStart(8)} ${String(row.registrationLatencyMs.p50).padStart(8)} ${String(row.registrationLatencyMs.p99).padStart(8)} ${String(row.requestLatencyMs.p50).padStart(8)} ${String(row.requestLatencyMs.p99).padStart(8)} ${String(row.registrations).padStart(7)} ${String(row.fansInDatabase).padStart(7)} ${String(row.statementsPerRegistration).padStart(9)} ${String(row.statementsPerRegistrationBefore).padStart(6)} ${(row.cpuPerRegistration ? [row.cpuPerRegistration.server, row.cpuPerRegistration.postgres, row.cpuPerRegistration.loadGenerator, row.cpuPerRegistration.machine].join(" / ") : "-").padStart(31)}`,
    );
  }
  if (figures.postgresSkipped) console.log(`postgres   skipped: ${figures.postgresSkipped}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await runApiLoad();
  printFigures(figures);
  const mismatch = apiLoadRows(figures).filter((row) => !row.fansMatch);
  if (mismatch.length > 0) {
    console.error("The fans in the database differ from the 201 answers.");
    process.exit(1);
  }
}
