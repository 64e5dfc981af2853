import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { isUniqueViolation, type Queryable } from "./database.js";
import { migrate } from "./migrate.js";
import { migrations } from "./migrations/index.js";
import { openDatabase } from "./open-database.js";
import { openPostgres } from "./postgres.js";
import { createTestSchema, dropTestSchema, forEachDatabase, testDatabaseUrl } from "./testing.js";

const TABLES = [
  "accounts",
  "actions",
  "auth_tokens",
  "campaign_drafts",
  "campaign_fan_counts",
  "campaign_versions",
  "campaigns",
  "exit_intents",
  "fan_point_counts",
  "fans",
  "message_attempts",
  "message_queue",
  "outbox",
  "page_views",
  "payment_intents",
  "promoter_api_keys",
  "promoter_sign_in_links",
  "promoters",
  "rate_limits",
  "registration_attempts",
  "schema_migrations",
  "short_urls",
  "stream_sessions",
  "test_gateway_intents",
  "tours",
  "verification_codes",
  "webhook_deliveries",
  "webhook_endpoints",
];

async function seedCampaign(q: Queryable, oid: string): Promise<void> {
  await q.query("INSERT INTO promoters (oid, name) VALUES ('pr-1', 'Promoter') ON CONFLICT DO NOTHING");
  await q.query(
    `INSERT INTO campaigns (oid, uri, promoter_oid, data) VALUES ($1, $2, 'pr-1', '{}') ON CONFLICT DO NOTHING`,
    [oid, `p/${oid}`],
  );
}

async function countRows(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const rows = await q.query<{ n: number }>(`SELECT count(*) AS n FROM ${sql}`, params);
  return rows[0]!.n;
}

describe("the migration list", () => {
  it("has unique ids in ascending order", () => {
    const ids = migrations.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe("openDatabase", () => {
  it("refuses a database URL that is not postgres://, naming the expected form", async () => {
    await expect(openDatabase({ databaseUrl: "mysql://localhost/x" })).rejects.toThrow(/postgres:\/\//);
  });

  describe("given a PGlite data directory", () => {
    const dir = mkdtempSync(join(tmpdir(), "fc-pglite-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("keeps the data across restarts and migrates only once", async () => {
      const first = await openDatabase({ dataDir: join(dir, "nested", "pglite") });
      await first.query("INSERT INTO promoters (oid, name) VALUES ('pr-disk', 'On disk')");
      await first.close();

      const second = await openDatabase({ dataDir: join(dir, "nested", "pglite") });
      try {
        expect(await second.query("SELECT name FROM promoters")).toEqual([{ name: "On disk" }]);
        expect(await countRows(second, "schema_migrations")).toBe(migrations.length);
      } finally {
        await second.close();
      }
    }, 60_000); // two PGlite start-ups on disk: slow on a busy two-core machine
  });
});

forEachDatabase("database", (getDb, kind) => {
  describe("given a freshly opened database", () => {
    it("has applied every migration once", async () => {
      const rows = await getDb().query<{ id: string }>("SELECT id FROM schema_migrations ORDER BY id");
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    });

    it("applies nothing when migrated again", async () => {
      expect(await migrate(getDb())).toEqual({ applied: [] });
      expect(await countRows(getDb(), "schema_migrations")).toBe(migrations.length);
    });

    it("has the tables of the reference API", async () => {
      const rows = await getDb().query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1",
      );
      expect(rows.map((r) => r.name)).toEqual(TABLES);
    });

    it("pins a journey's campaign version on attempts and fans, and indexes the export order (0015)", async () => {
      const columns = await getDb().query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'campaign_version' ORDER BY 1`,
      );
      expect(columns.map((c) => c.name)).toEqual([
        "fans.campaign_version",
        "registration_attempts.campaign_version",
      ]);
      const indexes = await getDb().query(
        "SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'fans_export_order_idx'",
      );
      expect(indexes).toHaveLength(1);
    });

    it(`reports its kind as ${kind}`, () => {
      expect(getDb().kind).toBe(kind);
    });
  });

  describe("when reading values", () => {
    it("returns counts as numbers, jsonb as values, text[] as arrays, timestamptz as Date", async () => {
      const [row] = await getDb().query(
        `SELECT count(*) AS n, $1::jsonb AS doc, $2::text[] AS list, now() AS at, '2020-02-29'::date AS day`,
        [JSON.stringify([1, { a: "b" }]), ["x", "y,z"]],
      );
      expect(row).toEqual({
        n: 1,
        doc: [1, { a: "b" }],
        list: ["x", "y,z"],
        at: expect.any(Date),
        day: "2020-02-29",
      });
    });
  });

  describe("transactions", () => {
    it("commits and returns the callback's value", async () => {
      const db = getDb();
      const result = await db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('tx-ok', now(), 1, now())",
        );
        return "done";
      });
      expect(result).toBe("done");
      expect(await countRows(db, "rate_limits WHERE key = 'tx-ok'")).toBe(1);
    });

    it("rolls back and rethrows when the callback throws", async () => {
      const db = getDb();
      const failure = new Error("boom");
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('tx-bad', now(), 1, now())",
          );
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await countRows(db, "rate_limits WHERE key = 'tx-bad'")).toBe(0);
    });

    it("rolls back when a statement failed even if the callback caught its error", async () => {
      const db = getDb();
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('tx-caught', now(), 1, now())",
          );
          await tx.query("SELECT 1 / 0").catch(() => undefined);
        }),
      ).rejects.toThrow();
      expect(await countRows(db, "rate_limits WHERE key = 'tx-caught'")).toBe(0);
    });

    it("is usable again after a rollback", async () => {
      await expect(getDb().transaction(() => Promise.reject(new Error("first")))).rejects.toThrow("first");
      expect(await getDb().transaction(async (tx) => (await tx.query("SELECT 1 AS one"))[0])).toEqual({
        one: 1,
      });
    });

    it("refuses the database itself inside a transaction, pointing at tx", async () => {
      const db = getDb();
      await expect(db.transaction(() => db.query("SELECT 1"))).rejects.toThrow(
        /inside db\.transaction\(\).*`tx`/,
      );
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(
        /db\.transaction\(\)/,
      );
    });

    it("keeps concurrent transactions apart", async () => {
      const db = getDb();
      await db.query(
        "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('counter', 'epoch', 0, now())",
      );
      // Read-modify-write with a pause in between: interleaved statements would lose increments.
      await Promise.all(
        Array.from({ length: 8 }, () =>
          db.transaction(async (tx) => {
            const [row] = await tx.query<{ count: number }>(
              "SELECT count FROM rate_limits WHERE key = 'counter' FOR UPDATE",
            );
            await sleep(5);
            await tx.query("UPDATE rate_limits SET count = $1 WHERE key = 'counter'", [row!.count + 1]);
          }),
        ),
      );
      const [row] = await db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'counter'");
      expect(row!.count).toBe(8);
    });

    it("does not sweep a statement from another request into a transaction that rolls back", async () => {
      const db = getDb();
      let markStarted!: () => void;
      const started = new Promise<void>((resolve) => {
        markStarted = resolve;
      });
      const transaction = db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('in', now(), 1, now())",
        );
        markStarted();
        await sleep(20);
        throw new Error("roll back");
      });
      await started;
      // Issued from outside the transaction's call chain, as a concurrent request would.
      const outside = db.query(
        "INSERT INTO rate_limits (key, window_start, count, expires_at) VALUES ('out', now(), 1, now())",
      );
      await expect(transaction).rejects.toThrow("roll back");
      await outside;
      expect(await countRows(db, "rate_limits WHERE key = 'in'")).toBe(0);
      expect(await countRows(db, "rate_limits WHERE key = 'out'")).toBe(1);
    });
  });

  describe("fans' unique keys", () => {
    it("turn concurrent inserts of one email address into one row", async () => {
      const db = getDb();
      await seedCampaign(db, "c-race");
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          db.query(
            "INSERT INTO fans (oid, campaign_oid, email_address) VALUES ($1, 'c-race', 'same@example.com')",
            [`f-race-${i}`],
          ),
        ),
      );
      const rejected = attempts.filter((a) => a.status === "rejected");
      expect(rejected).toHaveLength(5);
      expect(rejected.every((a) => isUniqueViolation(a.reason))).toBe(true);
      expect(await countRows(db, "fans WHERE campaign_oid = 'c-race'")).toBe(1);
    });

    it("let ON CONFLICT DO NOTHING absorb concurrent inserts of one mobile number", async () => {
      const db = getDb();
      await seedCampaign(db, "c-race-sms");
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          db.transaction((tx) =>
            tx.query(
              `INSERT INTO fans (oid, campaign_oid, mobile_number) VALUES ($1, 'c-race-sms', '+61412345678')
               ON CONFLICT (campaign_oid, mobile_number) DO NOTHING`,
              [`f-race-sms-${i}`],
            ),
          ),
        ),
      );
      expect(await countRows(db, "fans WHERE campaign_oid = 'c-race-sms'")).toBe(1);
    });

    it("allow many fans without an email address, and one address in two campaigns", async () => {
      const db = getDb();
      await seedCampaign(db, "c-a");
      await seedCampaign(db, "c-b");
      await db.query(
        `INSERT INTO fans (oid, campaign_oid, email_address) VALUES
           ('f-n1', 'c-a', NULL), ('f-n2', 'c-a', NULL), ('f-e1', 'c-a', 'x@example.com'), ('f-e2', 'c-b', 'x@example.com')`,
      );
      expect(await countRows(db, "fans WHERE oid LIKE 'f-n%' OR oid LIKE 'f-e%'")).toBe(4);
    });
  });

  if (kind === "postgres") {
    describe("when two server processes migrate one empty schema at once", () => {
      const url = testDatabaseUrl()!;
      let schema = "";
      afterAll(async () => {
        if (schema) await dropTestSchema(url, schema);
      });

      it("applies each migration exactly once and both start", async () => {
        schema = await createTestSchema(url);
        const a = openPostgres({ url, schema, max: 1 });
        const b = openPostgres({ url, schema, max: 1 });
        try {
          const results = await Promise.all([migrate(a), migrate(b)]);
          const applied = results.map((r) => r.applied.length).sort();
          expect(applied).toEqual([0, migrations.length]);
          expect(await countRows(a, "schema_migrations")).toBe(migrations.length);
        } finally {
          await Promise.all([a.close(), b.close()]);
        }
      });
    });
  }
});
