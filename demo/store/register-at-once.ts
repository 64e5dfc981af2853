import type { Queryable } from "../db/database.js";
import { canonicalOf, disposable, FAN_COLUMNS, type FanData, type FanRanking, type FanRow } from "./fans.js";
import { countLimitSql, type LimitCount, type LimitHit, limitHitValues } from "./limit-hit.js";

// issue 18: POST /campaign-fan for a new fan of a campaign that verifies nothing, in one statement. What
// the general path does in a transaction of ~20 statements (register-fan.ts, complete-attempt.ts) is one
// CTE here, atomic by being one statement: the fan is inserted registered with its referral links, the
// referrer credited, the attempt recorded and completed, the account given the attempt's profile (only
// when it differs: no no-op write), the presenting token made a full one and the account's other tokens
// ended. Nothing is written when the account already has a fan in the campaign, a unique key refuses the
// fan, or the promoter listens to fan webhooks (their deliveries are queued by the general path): the
// caller then takes the general path, which sees why. Nor is anything written unless the token and its
// attempt are, in the statement's own snapshot, still what the caller judged (live, bound to this
// campaign or none, the attempt open, with the same fields and version): the caller may have judged
// them from what the account call kept (server/accounts/fresh-attempts.ts) without reading them. The
// statement also counts the request's per-address limit (`hit`) when no statement has yet: past it,
// nothing else is written.

export interface FanAtOnce {
  fanOid: string;
  campaignOid: string;
  promoterOid: string;
  accountOid: string;
  emailAddress: string | null;
  mobileNumber: string | null;
  data: FanData;
  referrerFanOid: string | null;
  /** Points the referrer earns (core-journey §9). */
  referralPoints: number;
  language: string;
  /** The fan's referral link(s) to create, by channel ("": the one link of every channel). */
  slugs: Record<string, string>;
  attemptOid: string;
  /** The attempt's profile, which becomes the account's. */
  profile: Record<string, unknown>;
  /** The presenting token: it becomes a full token of the campaign. */
  tokenHash: string;
  /** The campaign version the attempt started with, kept by the fan (migration 0015). */
  campaignVersion: number | null;
  /** The attempt's own campaign and version, as the caller judged them. */
  attemptCampaign: { oid: string | null; version: number | null };
  /** The per-address limit to count, when the token's read has not counted it. */
  hit: LimitHit;
}

export interface RegisteredAtOnce {
  fan: FanRow;
  /**
   * The new fan's place, read in the same statement: the registered fans with at least its points (it is
   * the newest, so every tie is ahead of it) and all of them, itself included. The statement's snapshot
   * is from before its own insert, so the counts' trigger has not counted it yet.
   */
  ranking: FanRanking;
  /** The links created, by channel (a slug taken by another link is absent: create it again). */
  links: Record<string, string>;
}

const FAN_EVENTS = ["fan.registered", "fan.verified"];

export async function registerFanAtOnce(
  q: Queryable,
  input: FanAtOnce,
): Promise<{ registered: RegisteredAtOnce | null; counted: LimitCount }> {
  const channels = Object.keys(input.slugs);
  const rows = await q.query<
    Partial<FanRow> & {
      links: Array<{ slug: string; channel: string }> | null;
      ahead: number | null;
      total: number | null;
      limitCount: number | null;
      limitRetry: number | null;
    }
  >(
    `WITH hit AS (
       ${countLimitSql("$20", "$21")}
     ), confirmed AS (
       SELECT 1 FROM auth_tokens t JOIN registration_attempts a ON a.oid = t.attempt_oid
       WHERE t.token_hash = $16 AND t.account_oid = $3 AND t.attempt_oid = $14
         AND (t.expires_at IS NULL OR t.expires_at > now()) AND (t.campaign_oid IS NULL OR t.campaign_oid = $2)
         AND a.account_oid = $3 AND a.completed_at IS NULL AND NOT a.resumed
         AND a.campaign_oid IS NOT DISTINCT FROM $23::text AND a.campaign_version IS NOT DISTINCT FROM $24::int
         AND a.email_address IS NOT DISTINCT FROM $4::text AND a.mobile_number IS NOT DISTINCT FROM $5::text
         AND a.profile = $15::jsonb
     ), hooks AS (
       SELECT 1 FROM webhook_endpoints
       WHERE promoter_oid = $17 AND deleted_at IS NULL AND events && $18::text[] LIMIT 1
     ), fan AS (
       INSERT INTO fans (oid, campaign_oid, account_oid, email_address, mobile_number, data, verified_at,
         referrer_fan_oid, email_canonical, email_disposable, language, referral_credited_at, referral_points,
         campaign_version)
       SELECT $1, $2, $3, $4, $5, $6::jsonb, now(), $7, $8, $9, $10,
         CASE WHEN $7::text IS NOT NULL THEN now() END, CASE WHEN $7::text IS NOT NULL THEN $11::int ELSE 0 END,
         $19::int
       WHERE NOT EXISTS (SELECT 1 FROM hooks) AND EXISTS (SELECT 1 FROM confirmed)
         AND coalesce((SELECT count FROM hit), 0) <= $22::int
       ON CONFLICT DO NOTHING RETURNING ${FAN_COLUMNS}
     ), links AS (
       INSERT INTO short_urls (slug, campaign_oid, fan_oid, channel)
       SELECT t.slug, $2, fan.oid, nullif(t.channel, '') FROM fan, unnest($12::text[], $13::text[]) AS t(channel, slug)
       ON CONFLICT DO NOTHING RETURNING slug, coalesce(channel, '') AS channel
     ), referrer AS (
       UPDATE fans SET total_points = total_points + $11::int, updated_at = now()
       WHERE oid = (SELECT "referrerFanOid" FROM fan) AND $11::int <> 0
     ), attempts AS (
       UPDATE registration_attempts SET completed_at = now(),
         campaign_oid = CASE WHEN oid = $14 THEN $2 ELSE campaign_oid END,
         fan_data = CASE WHEN oid = $14 THEN $6::jsonb ELSE fan_data END,
         referrer_fan_oid = CASE WHEN oid = $14 THEN $7 ELSE referrer_fan_oid END
       WHERE account_oid = $3 AND completed_at IS NULL AND EXISTS (SELECT 1 FROM fan)
     ), account AS (
       UPDATE accounts SET email_address = $4, mobile_number = $5, profile = $15::jsonb, updated_at = now()
       WHERE oid = $3 AND EXISTS (SELECT 1 FROM fan)
         AND (email_address, mobile_number, profile) IS DISTINCT FROM ($4::text, $5::text, $15::jsonb)
     ), tokens AS (
       UPDATE auth_tokens SET
         attempt_oid = CASE WHEN token_hash = $16 THEN NULL ELSE attempt_oid END,
         campaign_oid = CASE WHEN token_hash = $16 THEN $2 ELSE campaign_oid END,
         expires_at = CASE WHEN token_hash = $16 THEN expires_at ELSE now() END
       WHERE account_oid = $3 AND EXISTS (SELECT 1 FROM fan)
         AND (token_hash = $16 OR expires_at IS NULL OR expires_at > now())
     )
     SELECT fan.*, (SELECT json_agg(links) FROM links) AS links,
       (SELECT coalesce(sum(c.verified_fans), 0)::int FROM fan_point_counts c
          WHERE c.campaign_oid = $2 AND c.total_points >= fan."totalPoints") AS ahead,
       CASE WHEN fan.oid IS NOT NULL THEN
         (SELECT coalesce(sum(verified_fans), 0)::int FROM campaign_fan_counts WHERE campaign_oid = $2) + 1
       END AS total,
       (SELECT count FROM hit) AS "limitCount", (SELECT retry FROM hit) AS "limitRetry"
     FROM (SELECT 1) AS one LEFT JOIN fan ON true`,
    [
      input.fanOid,
      input.campaignOid,
      input.accountOid,
      input.emailAddress,
      input.mobileNumber,
      JSON.stringify(input.data),
      input.referrerFanOid,
      canonicalOf(input.emailAddress),
      disposable(input.emailAddress),
      input.language,
      input.referralPoints,
      channels,
      channels.map((channel) => input.slugs[channel]),
      input.attemptOid,
      JSON.stringify(input.profile),
      input.tokenHash,
      input.promoterOid,
      FAN_EVENTS,
      input.campaignVersion,
      ...limitHitValues(input.hit),
      input.attemptCampaign.oid,
      input.attemptCampaign.version,
    ],
  );
  // One row always: the fan's columns are null when it was not inserted.
  const row = rows[0];
  if (!row) throw new Error("registerFanAtOnce: the statement answered no row");
  const { links, ahead, total, limitCount, limitRetry, ...fan } = row;
  const counted = { count: limitCount, retrySeconds: limitRetry };
  if (!fan.oid) return { registered: null, counted };
  return {
    registered: {
      fan: fan as FanRow,
      links: Object.fromEntries((links ?? []).map((link) => [link.channel, link.slug])),
      ranking: { ahead: ahead ?? 0, total: total ?? 1 },
    },
    counted,
  };
}
