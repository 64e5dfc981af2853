import type { Queryable } from "../db/database.js";
import { canonicalEmail } from "./canonical-email.js";
import { isDisposableEmail } from "./disposable-email.js";

/** A campaign fan. `data` holds the registration (names, custom answers, preferences, venue...). */
export interface FanRow {
  oid: string;
  campaignOid: string;
  accountOid: string | null;
  emailAddress: string | null;
  mobileNumber: string | null;
  data: FanData;
  totalPoints: number;
  verifiedAt: Date | null;
  referrerFanOid: string | null;
  createdAt: Date;
  /** The address is at a disposable-mail domain (a promoter may exclude such fans). */
  emailDisposable: boolean;
  /** The language the fan uses (messages are written in it); null: the campaign's default language. */
  language: string | null;
  /** When the fan turned the campaign's marketing emails off (List-Unsubscribe); null while subscribed. */
  emailUnsubscribedAt: Date | null;
  /** The campaign version the fan registered against (migration 0015); null: the live one. */
  campaignVersion: number | null;
}

export interface FanData {
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  registrationType?: string;
  [key: string]: unknown;
}

export const FAN_COLUMNS = `oid, campaign_oid AS "campaignOid", account_oid AS "accountOid", email_address AS "emailAddress",
  mobile_number AS "mobileNumber", data, total_points AS "totalPoints", verified_at AS "verifiedAt",
  referrer_fan_oid AS "referrerFanOid", created_at AS "createdAt", email_disposable AS "emailDisposable",
  language, email_unsubscribed_at AS "emailUnsubscribedAt", campaign_version AS "campaignVersion"`;

export async function findFan(q: Queryable, oid: string): Promise<FanRow | null> {
  const rows = await q.query<FanRow>(`SELECT ${FAN_COLUMNS} FROM fans WHERE oid = $1`, [oid]);
  return rows[0] ?? null;
}

export async function findFanByAccount(
  q: Queryable,
  campaignOid: string,
  accountOid: string,
): Promise<FanRow | null> {
  const rows = await q.query<FanRow>(
    `SELECT ${FAN_COLUMNS} FROM fans WHERE campaign_oid = $1 AND account_oid = $2`,
    [campaignOid, accountOid],
  );
  return rows[0] ?? null;
}

export const canonicalOf = (emailAddress: string | null): string | null =>
  emailAddress === null ? null : canonicalEmail(emailAddress);
export const disposable = (emailAddress: string | null): boolean =>
  emailAddress !== null && isDisposableEmail(emailAddress);

/**
 * The campaign's fans with this email address (in any spelling of the same mailbox: canonical-email.ts)
 * or this mobile number (at most one of each).
 */
export async function findFansByContact(
  q: Queryable,
  campaignOid: string,
  contact: { emailAddress: string | null; mobileNumber: string | null },
): Promise<FanRow[]> {
  const rows = await q.query<FanRow>(fansWithContactSql(FAN_COLUMNS), [
    campaignOid,
    canonicalOf(contact.emailAddress),
    contact.emailAddress,
    contact.mobileNumber,
  ]);
  return rows.filter((row, index) => rows.findIndex((other) => other.oid === row.oid) === index);
}

/**
 * `columns` of the fans of campaign $1 with canonical email $2, email address $3 or mobile number $4 (a fan
 * matching twice comes twice). One lookup per unique key, never `campaign_oid = $1 AND (... OR ...)`: a
 * prepared statement keeps the plan chosen while the campaign was small, and for that OR it was to walk
 * the campaign's fans and filter them (2,600 pages read per registration after a few thousand fans).
 */
export const fansWithContactSql = (columns: string) =>
  `SELECT ${columns} FROM fans WHERE campaign_oid = $1 AND email_canonical = $2
   UNION ALL SELECT ${columns} FROM fans WHERE campaign_oid = $1 AND email_address = $3
   UNION ALL SELECT ${columns} FROM fans WHERE campaign_oid = $1 AND mobile_number = $4`;

export interface NewFan {
  oid: string;
  campaignOid: string;
  accountOid: string;
  emailAddress: string | null;
  mobileNumber: string | null;
  data: FanData;
  verified: boolean;
  referrerFanOid: string | null;
  /** The language of the registering request (sdk/i18n/languages.ts). */
  language: string;
  /** The campaign version the registration started with (its attempt's, else the live one). */
  campaignVersion: number | null;
}

/**
 * Inserts the fan unless the campaign already has one for this account, email address (in any spelling
 * of the same mailbox) or mobile number (the unique keys decide, so concurrent duplicates make exactly
 * one). Null when it was a duplicate.
 */
export async function insertFan(q: Queryable, fan: NewFan): Promise<FanRow | null> {
  const rows = await q.query<FanRow>(
    `INSERT INTO fans (oid, campaign_oid, account_oid, email_address, mobile_number, data, verified_at, referrer_fan_oid, email_canonical, email_disposable, language, campaign_version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, CASE WHEN $7::boolean THEN now() END, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING ${FAN_COLUMNS}`,
    [
      fan.oid,
      fan.campaignOid,
      fan.accountOid,
      fan.emailAddress,
      fan.mobileNumber,
      JSON.stringify(fan.data),
      fan.verified,
      fan.referrerFanOid,
      canonicalOf(fan.emailAddress),
      disposable(fan.emailAddress),
      fan.language,
      fan.campaignVersion,
    ],
  );
  return rows[0] ?? null;
}

/** Records the language a request of the fan used (no write when it is the one recorded). */
export async function setFanLanguage(q: Queryable, oid: string, language: string): Promise<void> {
  await q.query(
    "UPDATE fans SET language = $2, updated_at = now() WHERE oid = $1 AND language IS DISTINCT FROM $2",
    [oid, language],
  );
}

/**
 * Turns the fan's email opt-in off (RFC 8058 one-click unsubscribe): the registration's email
 * subscription preference becomes false and the time is recorded, once. The fan's campaign, or null when
 * there is no such fan.
 */
export async function unsubscribeFanEmail(
  q: Queryable,
  oid: string,
): Promise<{ campaignOid: string; unsubscribedAt: Date } | null> {
  const rows = await q.query<{ campaignOid: string; unsubscribedAt: Date }>(
    `UPDATE fans SET
       email_unsubscribed_at = coalesce(email_unsubscribed_at, now()),
       data = CASE WHEN jsonb_typeof(data->'subscriptionPreferences') = 'object'
         THEN jsonb_set(data, '{subscriptionPreferences,email}', 'false') ELSE data END,
       updated_at = now()
     WHERE oid = $1
     RETURNING campaign_oid AS "campaignOid", email_unsubscribed_at AS "unsubscribedAt"`,
    [oid],
  );
  return rows[0] ?? null;
}

/** New contact details and registration; `unverify` sends the fan through verification again. */
export async function updateFanRegistration(
  q: Queryable,
  oid: string,
  update: { emailAddress: string | null; mobileNumber: string | null; data: FanData; unverify: boolean },
): Promise<void> {
  await q.query(
    `UPDATE fans SET email_address = $2, mobile_number = $3, data = $4::jsonb,
       verified_at = CASE WHEN $5::boolean THEN NULL ELSE verified_at END, email_canonical = $6,
       email_disposable = $7, updated_at = now()
     WHERE oid = $1`,
    [
      oid,
      update.emailAddress,
      update.mobileNumber,
      JSON.stringify(update.data),
      update.unverify,
      canonicalOf(update.emailAddress),
      disposable(update.emailAddress),
    ],
  );
}

/** Marks the fan verified; false when it already was. */
export async function markFanVerified(q: Queryable, oid: string): Promise<boolean> {
  const rows = await q.query(
    "UPDATE fans SET verified_at = now(), updated_at = now() WHERE oid = $1 AND verified_at IS NULL RETURNING oid",
    [oid],
  );
  return rows.length > 0;
}

export async function addFanPoints(q: Queryable, oid: string, points: number): Promise<void> {
  if (points === 0) return;
  await q.query("UPDATE fans SET total_points = total_points + $2, updated_at = now() WHERE oid = $1", [
    oid,
    points,
  ]);
}

/**
 * Credits the referrer of a newly verified fan, once: the referee keeps the points it earned, the
 * referrer's total grows by them. Returns the referrer's oid, or null when there is nothing to credit.
 */
export async function creditReferral(
  q: Queryable,
  refereeOid: string,
  points: number,
): Promise<string | null> {
  const rows = await q.query<{ referrer: string }>(
    `UPDATE fans SET referral_credited_at = now(), referral_points = $2
     WHERE oid = $1 AND referrer_fan_oid IS NOT NULL AND referral_credited_at IS NULL AND verified_at IS NOT NULL
     RETURNING referrer_fan_oid AS referrer`,
    [refereeOid, points],
  );
  const referrer = rows[0]?.referrer ?? null;
  if (referrer) await addFanPoints(q, referrer, points);
  return referrer;
}

/**
 * The referrer of the registration attempt that is verified (issue 15): another attempt's referral code
 * never earns credit for a registration it did not make. Only before the referral is credited.
 */
export async function setPendingReferrer(
  q: Queryable,
  oid: string,
  referrerFanOid: string | null,
): Promise<void> {
  await q.query(
    `UPDATE fans SET referrer_fan_oid = $2 WHERE oid = $1 AND referral_credited_at IS NULL
       AND referrer_fan_oid IS DISTINCT FROM $2 AND $2 IS DISTINCT FROM oid`,
    [oid, referrerFanOid],
  );
}

/** A registered fan's place: the registered fans ahead of it, and all of them. */
export interface FanRanking {
  ahead: number;
  total: number;
}

/** fanRanking's statement ($1 the fan, $2 its campaign), exported for the plan test at 100,000 fans. */
// The fan's own row gives its place: createdAt in JS has lost the database's microseconds.
export const FAN_RANKING_SQL = `WITH me AS (SELECT campaign_oid, total_points, created_at, oid FROM fans WHERE oid = $1)
     SELECT
       (SELECT coalesce(sum(c.verified_fans), 0)::int FROM fan_point_counts c, me
          WHERE c.campaign_oid = me.campaign_oid AND c.total_points >= me.total_points)
       - 1
       - (SELECT count(*)::int FROM fans f, me WHERE f.campaign_oid = me.campaign_oid
           AND f.verified_at IS NOT NULL AND f.total_points = me.total_points
           AND (f.created_at, f.oid) > (me.created_at, me.oid)) AS ahead,
       (SELECT coalesce(sum(verified_fans), 0)::int FROM campaign_fan_counts WHERE campaign_oid = $2) AS total`;

/**
 * Registered fans ahead of this one (more points, or as many and registered earlier) and all registered
 * fans, from maintained counts (migration 0007 keeps campaign_fan_counts, 0013 fan_point_counts per point
 * total, each summed over its shards since 0018): the fans ahead on points are a sum over the few distinct totals above this one; of the fans tied
 * with it, only those registered after it are counted, on the ranking index, so a new fan (the hot path,
 * issue 18) costs the same at 100 fans as at 100,000. One statement, one snapshot.
 */
export async function fanRanking(q: Queryable, fan: FanRow): Promise<FanRanking> {
  const rows = await q.query<{ ahead: number; total: number }>(FAN_RANKING_SQL, [fan.oid, fan.campaignOid]);
  return { ahead: Math.max(0, rows[0]?.ahead ?? 0), total: rows[0]?.total ?? 0 };
}

export interface RefereeRow {
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}

/** The friends whose verified registration was credited to this fan, newest first (at most `limit`). */
export async function listReferees(
  q: Queryable,
  referrerOid: string,
  limit = 100,
): Promise<{ referees: RefereeRow[]; count: number; points: number }> {
  const rows = await q.query<RefereeRow & { count: number; points: number }>(
    `SELECT data->>'firstName' AS "firstName", data->>'lastName' AS "lastName", created_at AS "createdAt",
       count(*) OVER () AS count, sum(referral_points) OVER () AS points
     FROM fans WHERE referrer_fan_oid = $1 AND referral_credited_at IS NOT NULL
     ORDER BY created_at DESC LIMIT $2`,
    [referrerOid, limit],
  );
  return {
    referees: rows.map(({ firstName, lastName, createdAt }) => ({ firstName, lastName, createdAt })),
    count: rows[0]?.count ?? 0,
    points: Number(rows[0]?.points ?? 0),
  };
}

/** Fans of a campaign, or of every campaign. */
export async function countFans(q: Queryable, campaignOid?: string): Promise<number> {
  const rows = await q.query<{ count: number }>(
    "SELECT count(*) AS count FROM fans WHERE $1::text IS NULL OR campaign_oid = $1",
    [campaignOid ?? null],
  );
  return rows[0]?.count ?? 0;
}

/** Serialises the writes of one fan inside a transaction (e.g. once-per-channel points). */
export async function lockFan(q: Queryable, oid: string): Promise<void> {
  await q.query("SELECT oid FROM fans WHERE oid = $1 FOR UPDATE", [oid]);
}
