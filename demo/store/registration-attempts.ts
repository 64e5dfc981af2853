import type { Queryable } from "../db/database.js";
import type { FanData } from "./fans.js";

/**
 * A registration started without a credential for its account (issue 15): what it sent, kept with it
 * until the code sent for it is entered. `resumed`: it joined an account another attempt created.
 */
export interface AttemptRow {
  oid: string;
  accountOid: string;
  campaignOid: string | null;
  emailAddress: string | null;
  mobileNumber: string | null;
  profile: Record<string, unknown>;
  /** The fan packet's registration (names, custom answers, preferences...), once the fan call came. */
  fanData: FanData | null;
  referrerFanOid: string | null;
  resumed: boolean;
  completedAt: Date | null;
  /** The live campaign version when the attempt started (migration 0015); null: follow the live one. */
  campaignVersion: number | null;
  createdAt: Date;
}

/** The columns of an AttemptRow, of the table or of its alias `table`. */
export const attemptColumns = (table = "registration_attempts") =>
  `${table}.oid, ${table}.account_oid AS "accountOid", ${table}.campaign_oid AS "campaignOid",
  ${table}.email_address AS "emailAddress", ${table}.mobile_number AS "mobileNumber", ${table}.profile,
  ${table}.fan_data AS "fanData", ${table}.referrer_fan_oid AS "referrerFanOid", ${table}.resumed,
  ${table}.completed_at AS "completedAt", ${table}.campaign_version AS "campaignVersion",
  ${table}.created_at AS "createdAt"`;
const COLUMNS = attemptColumns();

export async function insertAttempt(
  q: Queryable,
  attempt: Omit<AttemptRow, "fanData" | "referrerFanOid" | "completedAt" | "createdAt">,
): Promise<void> {
  await q.query(
    `INSERT INTO registration_attempts (oid, account_oid, campaign_oid, email_address, mobile_number, profile, resumed, campaign_version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [
      attempt.oid,
      attempt.accountOid,
      attempt.campaignOid,
      attempt.emailAddress,
      attempt.mobileNumber,
      JSON.stringify(attempt.profile),
      attempt.resumed,
      attempt.campaignVersion,
    ],
  );
}

export async function findAttempt(q: Queryable, oid: string): Promise<AttemptRow | null> {
  const rows = await q.query<AttemptRow>(`SELECT ${COLUMNS} FROM registration_attempts WHERE oid = $1`, [
    oid,
  ]);
  return rows[0] ?? null;
}

/** The attempt's own account packet, sent again (a retry, or the update-email path while verifying). */
export async function updateAttemptFields(
  q: Queryable,
  oid: string,
  fields: { emailAddress: string | null; mobileNumber: string | null; profile: Record<string, unknown> },
): Promise<void> {
  await q.query(
    `UPDATE registration_attempts SET email_address = $2, mobile_number = $3, profile = $4::jsonb WHERE oid = $1`,
    [oid, fields.emailAddress, fields.mobileNumber, JSON.stringify(fields.profile)],
  );
}

/** The attempt's fan packet, and the campaign it registers for. */
export async function recordAttemptRegistration(
  q: Queryable,
  oid: string,
  registration: { campaignOid: string; fanData: FanData; referrerFanOid: string | null },
): Promise<void> {
  await q.query(
    `UPDATE registration_attempts SET campaign_oid = $2, fan_data = $3::jsonb, referrer_fan_oid = $4 WHERE oid = $1`,
    [oid, registration.campaignOid, JSON.stringify(registration.fanData), registration.referrerFanOid],
  );
}

/** Ends every open attempt of the account: once one is verified, the others can never be. */
export async function completeAccountAttempts(q: Queryable, accountOid: string): Promise<void> {
  await q.query(
    "UPDATE registration_attempts SET completed_at = now() WHERE account_oid = $1 AND completed_at IS NULL",
    [accountOid],
  );
}
