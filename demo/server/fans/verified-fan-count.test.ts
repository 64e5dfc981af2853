import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { verifiedFanCount } from "../../store/campaign-figures.js";
import {
  createHarness,
  type Harness,
  pendingEmailFan,
  register,
  uniqueEmail,
} from "../testing/api-harness.js";

// Issue 15: the fan view counted every verified fan of the campaign on each call (GET /campaign-fan, the
// percentile's total). The total is now kept per campaign (campaign_fan_counts, in 16 shards since
// migration 0018) by the database in the same transaction as every change to a fan's verification;
// position and percentile stay exact.

const PRESALE = "p/demo-presale"; // emailed 6-character code: fans are pending until they verify
const GIVEAWAY = "g/demo-giveaway"; // no verification: fans are verified at registration

forEachDatabase("the campaign's verified-fan count", (getDb) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(getDb());
  });

  const counted = async (uri: string) => {
    const campaignOid = h.campaign(uri).oid;
    const kept = await verifiedFanCount(getDb(), campaignOid);
    const [actual] = await getDb().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fans WHERE campaign_oid = $1 AND verified_at IS NOT NULL",
      [campaignOid],
    );
    return { kept, actual: actual?.n ?? 0 };
  };

  const pendingFan = () => pendingEmailFan(h, { email: uniqueEmail("count") });

  it("is kept exact when many fans verify at the same moment", async () => {
    const pending = await Promise.all(Array.from({ length: 12 }, pendingFan));
    const before = await counted(PRESALE);
    expect(before.kept).toBe(before.actual);
    const answers = await Promise.all(
      pending.map(({ email, code }) =>
        h.call("POST", "/fan-email-verify", {
          body: { campaignOid: h.campaign(PRESALE).oid, emailAddress: email, shortCode: code },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(pending.map(() => 201));
    // Verifying again changes nothing.
    await Promise.all(
      pending.slice(0, 3).map(({ email, code }) =>
        h.call("POST", "/fan-email-verify", {
          body: { campaignOid: h.campaign(PRESALE).oid, emailAddress: email, shortCode: code },
        }),
      ),
    );
    const after = await counted(PRESALE);
    expect(after).toEqual({ kept: before.kept + 12, actual: before.actual + 12 });
  });

  it("is kept exact when fans register verified concurrently, leave verification or are removed", async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        register(h, GIVEAWAY, { emailAddress: uniqueEmail("count-g"), firstName: "G", lastName: "A" }),
      ),
    );
    let now = await counted(GIVEAWAY);
    expect(now.kept).toBe(now.actual);
    expect(now.kept).toBeGreaterThanOrEqual(10);

    const campaignOid = h.campaign(GIVEAWAY).oid;
    const [one, two] = await getDb().query<{ oid: string }>(
      "SELECT oid FROM fans WHERE campaign_oid = $1 AND verified_at IS NOT NULL ORDER BY oid LIMIT 2",
      [campaignOid],
    );
    await getDb().query("UPDATE fans SET verified_at = NULL WHERE oid = $1", [one!.oid]);
    await getDb().query("DELETE FROM fans WHERE oid = $1", [two!.oid]);
    now = await counted(GIVEAWAY);
    expect(now.kept).toBe(now.actual);
  });

  it("is where the fan view's percentile takes its total from: no count of the campaign's fans per call", async () => {
    const { email, code, token } = await pendingFan();
    // The code entered with the attempt's token makes that token a full one.
    await h.call("POST", "/fan-email-verify", {
      body: { campaignOid: h.campaign(PRESALE).oid, emailAddress: email, shortCode: code },
      token,
    });
    const exact = await h.call<{ stats: { fanPosition: number; percentilePlace: number } }>(
      "GET",
      `/campaign-fan/${h.campaign(PRESALE).oid}`,
      { token },
    );
    expect(exact.status).toBe(200);
    const { kept } = await counted(PRESALE);
    const ahead = exact.body.stats.fanPosition - 1;
    expect(exact.body.stats.percentilePlace).toBe(Math.round((ahead / kept) * 10000) / 100);

    // Were the total counted per call, a changed row would change nothing; it is the row that answers.
    const campaignOid = h.campaign(PRESALE).oid;
    const skew = (by: number) =>
      getDb().query(
        `INSERT INTO campaign_fan_counts AS c (campaign_oid, shard, verified_fans) VALUES ($1, 0, $2)
         ON CONFLICT (campaign_oid, shard) DO UPDATE SET verified_fans = c.verified_fans + $2`,
        [campaignOid, by],
      );
    await skew(1000);
    try {
      const skewed = await h.call<{ stats: { percentilePlace: number } }>(
        "GET",
        `/campaign-fan/${campaignOid}`,
        {
          token,
        },
      );
      expect(skewed.body.stats.percentilePlace).toBe(Math.round((ahead / (kept + 1000)) * 10000) / 100);
    } finally {
      await skew(-1000);
    }
  });
});
