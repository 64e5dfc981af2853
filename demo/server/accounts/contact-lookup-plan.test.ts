import { beforeAll, describe, expect, it } from "vitest";
import { hasStatistics } from "../../db/analyzed-tables.js";
import type { Database } from "../../db/database.js";
import { forEachDatabase } from "../../db/testing.js";
import { fansWithContactSql } from "../../store/fans.js";
import { createHarness, type Harness } from "../testing/api-harness.js";

// issue 18: every new account asks whether the campaign already has a fan with the visitor's email
// address or mobile number. The server's statements are prepared, and PostgreSQL keeps one generic plan
// per connection after five calls, chosen while the campaign was small and its table had no statistics:
// for this lookup that plan walked the campaign's fans through another index and filtered them (2,600
// pages read per account after a few thousand fans, at 1 ms of PostgreSQL's time). The account's
// statement is therefore planned for its values at each call (PLAN_EACH_TIME, statement-names.ts), and
// that plan goes through the contact's unique keys once the campaign has grown.

const GIVEAWAY = "g/demo-giveaway";
const CONTACT_KEYS = [
  "fans_campaign_email_canonical_key",
  "fans_campaign_email_key",
  "fans_campaign_mobile_key",
];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The indexes a plan of the lookup reads, and whether it scans `fans` whole. */
async function readsOf(db: Database, mode: "force_generic_plan" | "force_custom_plan", campaignOid: string) {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL plan_cache_mode = ${mode}`);
    await tx.query(`PREPARE contact_lookup (text, text, text, text) AS ${fansWithContactSql("1")} LIMIT 1`);
    try {
      const [explained] = await tx.query<{ "QUERY PLAN": unknown }>(
        `EXPLAIN (FORMAT JSON) EXECUTE contact_lookup ('${campaignOid}', 'a@example.com', 'a@example.com', NULL)`,
      );
      const raw = explained?.["QUERY PLAN"];
      const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      const nodes = nodesOf(plan[0]!.Plan);
      return {
        indexes: nodes.flatMap((node) => (node["Index Name"] ? [node["Index Name"]] : [])),
        scansWhole: nodes.some(
          (node) => node["Node Type"] === "Seq Scan" && node["Relation Name"] === "fans",
        ),
      };
    } finally {
      await tx.query("DEALLOCATE contact_lookup");
    }
  });
}

forEachDatabase("the lookup of a visitor's contact among a campaign's fans", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  describe("given a new campaign and no statistics yet", () => {
    it("a generic plan made now could read the campaign's fans through any of its indexes", async () => {
      // Why the statement is planned each time: this is the plan a connection would have kept.
      const { indexes } = await readsOf(getDb(), "force_generic_plan", h.campaign(GIVEAWAY).oid);
      expect(indexes.every((name) => CONTACT_KEYS.includes(name))).toBe(false);
    });
  });

  describe("given the campaign a few thousand fans later, its statistics not yet gathered", () => {
    beforeAll(async () => {
      await getDb().query(
        `INSERT INTO fans (oid, campaign_oid, email_address, email_canonical, verified_at, created_at)
         SELECT 'fan_lookup_' || i, $1, 'lookup' || i || '@example.com', 'lookup' || i || '@example.com', now(), now()
         FROM generate_series(1, 3000) AS i`,
        [h.campaign(GIVEAWAY).oid],
      );
    });

    it("the plan made for the call's values reads the contact's unique keys only", async () => {
      const { indexes, scansWhole } = await readsOf(getDb(), "force_custom_plan", h.campaign(GIVEAWAY).oid);
      expect(scansWhole).toBe(false);
      expect(indexes.length).toBeGreaterThan(0);
      for (const name of indexes) expect(CONTACT_KEYS).toContain(name);
    });
  });

  describe("given those fans analyzed, as autovacuum does after a table's first rows", () => {
    beforeAll(async () => {
      await getDb().exec("ANALYZE fans");
    });

    it("the adapter can tell that fans has statistics", async () => {
      expect(await hasStatistics(getDb(), "fans")).toBe(true);
    });

    it("the kept plan reads the contact's unique keys only", async () => {
      const { indexes, scansWhole } = await readsOf(getDb(), "force_generic_plan", h.campaign(GIVEAWAY).oid);
      expect(scansWhole).toBe(false);
      expect(indexes.length).toBeGreaterThan(0);
      for (const name of indexes) expect(CONTACT_KEYS).toContain(name);
    });

    it("and so does the kept plan for a campaign with no fans yet", async () => {
      const { indexes } = await readsOf(getDb(), "force_generic_plan", h.campaign("p/demo-presale").oid);
      for (const name of indexes) expect(CONTACT_KEYS).toContain(name);
    });
  });
});
