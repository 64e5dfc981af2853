import { PromoterSignUpSchema } from "../../../sdk/api/schemas/promoter-sign-in.js";
import type { Database } from "../../db/database.js";
import { findPromoterByEmail, insertPromoterWithEmail } from "../../store/promoter-sign-in.js";
import { newOid } from "../crypto/tokens.js";
import { issueApiKey } from "./issue-api-key.js";

// An operator's way in (`npm run add-promoter`): production closes sign-ups by default, so the first
// promoter (or any promoter, when they stay closed) is made here, with an API key for the console and
// the API. The key is shown once; only its hash is stored, as for keys made in the console.

export interface AddedPromoter {
  promoterOid: string;
  name: string;
  /** The new API key (`fc_…`), shown once. */
  key: string;
  /** False when a promoter with this address existed: it gets a new key, nothing else changes. */
  created: boolean;
}

/** Makes the promoter (or finds it by its address) and a new API key for it. */
export async function addPromoter(
  db: Database,
  input: { name: string; emailAddress: string },
): Promise<AddedPromoter> {
  const parsed = PromoterSignUpSchema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "input";
    throw new Error(
      `--${field === "emailAddress" ? "email" : field}: ${parsed.error.issues[0]?.message ?? "invalid"}`,
    );
  }
  const name = parsed.data.name;
  const emailAddress = parsed.data.emailAddress.toLowerCase();
  return db.transaction(async (tx) => {
    const fresh = { oid: newOid("prm"), name, emailAddress };
    const created = await insertPromoterWithEmail(tx, fresh);
    const promoter = created ? fresh : await findPromoterByEmail(tx, emailAddress);
    if (!promoter) throw new Error(`no promoter could be made or found for ${emailAddress}`);
    const { key } = await issueApiKey(
      tx,
      promoter.oid,
      `Made by the operator ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    );
    return { promoterOid: promoter.oid, name: promoter.name, key, created };
  });
}
