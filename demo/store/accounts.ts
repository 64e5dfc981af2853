import type { Queryable } from "../db/database.js";

/** A person's registration fields (core-journey §3 "Registration packet (account)"). */
export interface AccountRow {
  oid: string;
  /** Lower case. */
  emailAddress: string | null;
  /** E.164. */
  mobileNumber: string | null;
  /** Every other field of the packet (names, dob dd/MM/yyyy, address, registrationType...). */
  profile: Record<string, unknown>;
}

const COLUMNS = `oid, email_address AS "emailAddress", mobile_number AS "mobileNumber", profile`;

export async function findAccount(q: Queryable, oid: string): Promise<AccountRow | null> {
  const rows = await q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE oid = $1`, [oid]);
  return rows[0] ?? null;
}

export async function insertAccount(q: Queryable, account: AccountRow): Promise<void> {
  await q.query(
    `INSERT INTO accounts (oid, email_address, mobile_number, profile) VALUES ($1, $2, $3, $4::jsonb)`,
    [account.oid, account.emailAddress, account.mobileNumber, JSON.stringify(account.profile)],
  );
}

/** Replaces the account's fields. */
export async function updateAccount(q: Queryable, account: AccountRow): Promise<void> {
  await q.query(
    `UPDATE accounts SET email_address = $2, mobile_number = $3, profile = $4::jsonb, updated_at = now() WHERE oid = $1`,
    [account.oid, account.emailAddress, account.mobileNumber, JSON.stringify(account.profile)],
  );
}
