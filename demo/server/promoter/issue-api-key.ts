import type { Queryable } from "../../db/database.js";
import { type ApiKeyRow, insertApiKey } from "../../store/promoter-keys.js";
import { newOid, randomToken, sha256 } from "../crypto/tokens.js";

/**
 * A new API key for a promoter (the console's "new key", a sign-in link, `npm run add-promoter`): the key
 * is returned once; only its hash and its first characters (to tell keys apart in a list) are stored.
 */
export async function issueApiKey(
  q: Queryable,
  promoterOid: string,
  name: string,
): Promise<{ key: string; row: ApiKeyRow }> {
  const key = `fc_${randomToken()}`;
  const row = await insertApiKey(q, {
    id: newOid("key"),
    promoterOid,
    keyHash: sha256(key),
    prefix: key.slice(0, 10),
    name,
  });
  return { key, row };
}
