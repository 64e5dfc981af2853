import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/database.js";
import { type CountingDatabase, countStatements } from "../../db/statement-counter.js";
import { forEachDatabase } from "../../db/testing.js";
import { buildSeed } from "../../seed/build-seed.js";
import { applySeed } from "../../store/seed.js";
import { hearsCampaignChanges, watchCampaigns } from "./campaign-watch.js";
import { loadCampaignByOid, loadCampaignByUri } from "./load-campaign.js";

// issue 18: a watched database's campaigns are read once, then trusted until a change is heard; a change
// made by anyone (here by hand, in SQL) is seen, and an unwatched database reads the version every time.

const GIVEAWAY = { oid: "cmp_demo_giveaway", uri: "g/demo-giveaway" };

forEachDatabase("campaign watch", (getDb) => {
  let db: CountingDatabase;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    db = countStatements(getDb());
    await applySeed(db, buildSeed(new Date()));
  });
  afterAll(() => stop?.());

  it("reads the version on every load while unwatched", async () => {
    await loadCampaignByOid(db, GIVEAWAY.oid);
    db.resetCount();
    await loadCampaignByOid(db, GIVEAWAY.oid);
    expect(db.count.statements).toBe(1);
  });

  it("trusts a campaign once watched, by oid and by uri, until it changes", async () => {
    stop = await watchCampaigns(db);
    // Trusted once the probe sent through the pool came back on the listening connection.
    await vi.waitFor(() => expect(hearsCampaignChanges(db)).toBe(true));
    const first = await loadCampaignByUri(db, GIVEAWAY.uri);
    db.resetCount();
    expect(await loadCampaignByUri(db, GIVEAWAY.uri)).toBe(first);
    expect(await loadCampaignByOid(db, GIVEAWAY.oid)).toBe(first);
    expect(db.count.statements).toBe(0);

    await db.query(
      `UPDATE campaigns SET data = jsonb_set(data, '{name}', '"Renamed by hand"') WHERE oid = $1`,
      [GIVEAWAY.oid],
    );
    await vi.waitFor(async () => {
      expect((await loadCampaignByUri(db, GIVEAWAY.uri))?.name).toBe("Renamed by hand");
    });
    db.resetCount();
    expect((await loadCampaignByOid(db, GIVEAWAY.oid))?.name).toBe("Renamed by hand");
    expect(db.count.statements).toBe(0);
  });

  it("reads the version again once it stops hearing", async () => {
    await stop?.();
    stop = undefined;
    await loadCampaignByOid(db, GIVEAWAY.oid);
    db.resetCount();
    await loadCampaignByOid(db, GIVEAWAY.oid);
    expect(db.count.statements).toBe(1);
  });
});

describe("campaign watch behind a pooler that cannot LISTEN", () => {
  it("trusts nothing while its probe never comes back", async () => {
    let heard: ((payload: string) => void) | undefined;
    const statements: string[] = [];
    const deaf = {
      kind: "postgres",
      async query(sql: string) {
        statements.push(sql);
        return [];
      },
      async exec() {},
      async transaction() {
        throw new Error("not used");
      },
      async listen(
        _channel: string,
        handlers: { onMessage(p: string): void; onListening(l: boolean): void },
      ) {
        heard = handlers.onMessage; // LISTEN "succeeds", but the pooler never delivers a notification
        handlers.onListening(true);
        return async () => {};
      },
      poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
      close: async () => {},
    } as unknown as Database;
    const stop = await watchCampaigns(deaf);
    expect(statements).toEqual(["SELECT pg_notify($1, $2)"]);
    expect(hearsCampaignChanges(deaf)).toBe(false);
    heard?.("probe:someone-else's");
    expect(hearsCampaignChanges(deaf)).toBe(false);
    await stop();
  });
});
