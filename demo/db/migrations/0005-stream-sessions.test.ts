import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../database.js";
import { migrate } from "../migrate.js";
import { openPglite } from "../pglite.js";
import { openPostgres } from "../postgres.js";
import { createTestSchema, dropTestSchema, testDatabaseUrl } from "../testing.js";
import { migrations } from "./index.js";

// Migration 0005 on a database that already holds stream sessions of the old kind: 7-day links, and
// sessions held by client ids the browsers made up (issue 15 "The gated stream").

const BEFORE = migrations.filter((m) => m.id < "0005");

async function withOldSessions(db: Database): Promise<void> {
  await migrate(db, BEFORE);
  await db.query("INSERT INTO promoters (oid, name) VALUES ('pr_1', 'Promoter')");
  await db.query(
    "INSERT INTO campaigns (oid, uri, promoter_oid, data) VALUES ('cmp_1', 'l/old', 'pr_1', '{}')",
  );
  await db.query("INSERT INTO fans (oid, campaign_oid, email_address) VALUES ('fan_1', 'cmp_1', 'a@b.co')");
  await db.query(
    `INSERT INTO stream_sessions (token_hash, fan_oid, client_id, claimed_at) VALUES
       ('unopened', 'fan_1', NULL, NULL), ('held', 'fan_1', 'tab-made-up-id', now())`,
  );
}

function suite(open: () => Promise<Database>) {
  it("cuts unopened links to 15 minutes, ends sessions held by client-invented ids", async () => {
    const db = await open();
    try {
      await withOldSessions(db);
      await migrate(db);
      const rows = await db.query<{ token_hash: string; minutes: number; ended: boolean }>(
        `SELECT token_hash, ceil(extract(epoch FROM expires_at - now()) / 60)::int AS minutes,
           expired_at IS NOT NULL AS ended FROM stream_sessions ORDER BY token_hash`,
      );
      expect(rows).toEqual([
        { token_hash: "held", minutes: expect.any(Number), ended: true },
        { token_hash: "unopened", minutes: 15, ended: false },
      ]);
      const left = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'stream_session_clients'",
      );
      expect(left).toHaveLength(0);
    } finally {
      await db.close();
    }
  });
}

describe("migration 0005 [pglite]", () => {
  suite(() => openPglite({ dataDir: ":memory:" }));
});

const url = testDatabaseUrl();
describe.skipIf(!url)("migration 0005 [postgres]", () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropTestSchema(url!, schema);
  });
  suite(async () => {
    const schema = await createTestSchema(url!);
    schemas.push(schema);
    return openPostgres({ url: url!, schema, max: 1 });
  });
});
