import type { Queryable } from "../db/database.js";
import { canonicalOf, disposable, FAN_COLUMNS, type FanData, type FanRanking, type FanRow } from "./fans.js";

// issue 18: POST /campaign-fan for a new fan of a campaign that verifies nothing, in one statement. What
// the general path does in a transaction of ~20 statements (register-fan.ts, complete-attempt.ts) is one
// CTE here, atomic by being one statement: the fan is inserted registered with its referral links, the
// referrer credited, the attempt recorded and completed, the account given the attempt's profile (only
// when it differs: no no-op write), the presenting token made a full one and the account's other tokens
// ended. Nothing is written when the account already has a fan in the campaign, a unique key refuses the
// fan, or the promoter listens to fan webhooks (their deliveries are queued by the general path): the
// caller then takes the general path, which sees why.

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

export async function registerFanAtOnce(q: Queryable, input: FanAtOnce): Promise<RegisteredAtOnce | null> {
  const channels = Object.keys(input.slugs);
  const rows = await q.query<
    FanRow & { links: Array<{ slug: string; channel: string }> | null; ahead: number; total: number }
  >(
    `WITH hooks AS (
       SELECT 1 FROM webhook_endpoints
       WHERE promoter_oid = $17 AND deleted_at IS NULL AND events && $18::text[] LIMIT 1
     ), fan AS (
       INSERT INTO fans (oid, campaign_oid, account_oid, email_address, mobile_number, data, verified_at,
         referrer_fan_oid, email_canonical, email_disposable, language, referral_credited_at, referral_points,
         campaign_version)
       SELECT $1, $2, $3, $4, $5, $6::jsonb, now(), $7, $8, $9, $10,
         CASE WHEN $7::text IS NOT NULL THEN now() END, CASE WHEN $7::text IS NOT NULL THEN $11::int ELSE 0 END,
         $19::int
       WHERE NOT EXISTS (SELECT 1 FROM hooks)
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
       (SELECT coalesce(sum(verified_fans), 0)::int FROM campaign_fan_counts WHERE campaign_oid = $2) + 1 AS total
     FROM fan`,
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
    ],
  );
  const row = rows[0];
  if (!row) return null;
  const { links, ahead, total, ...fan } = row;
  return {
    fan,
    links: Object.fromEntries((links ?? []).map((link) => [link.channel, link.slug])),
    ranking: { ahead, total },
  };
}
