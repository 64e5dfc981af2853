import type { Queryable } from "../../db/database.js";
import { type AccountRow, findAccount } from "../../store/accounts.js";
import type { AttemptRow } from "../../store/registration-attempts.js";
import type { Auth } from "./auth-token.js";

/**
 * Who registers with a token: a full token speaks for its account; a token bound to a registration
 * attempt (issue 15) speaks only for what that attempt sent, never for the account behind it.
 */
export interface Registrant {
  auth: Auth;
  /** The account's fields, or, for an attempt's token, the attempt's own (with the account's oid). */
  fields: AccountRow;
  attempt: AttemptRow | null;
}

/** Null when the token's account or attempt is gone, or the attempt is over. */
export async function loadRegistrant(q: Queryable, auth: Auth): Promise<Registrant | null> {
  if (auth.attemptOid) {
    const { attempt } = auth;
    if (!attempt || attempt.completedAt) return null;
    const { emailAddress, mobileNumber, profile } = attempt;
    return { auth, attempt, fields: { oid: attempt.accountOid, emailAddress, mobileNumber, profile } };
  }
  const account = await findAccount(q, auth.accountOid);
  return account ? { auth, attempt: null, fields: account } : null;
}
