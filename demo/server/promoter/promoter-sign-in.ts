import type { Queryable } from "../../db/database.js";
import {
  findPromoterByEmail,
  insertPromoterWithEmail,
  insertSignInLink,
  useSignInLink,
} from "../../store/promoter-sign-in.js";
import { HttpError } from "../api/validate.js";
import { newOid, randomToken, sha256 } from "../crypto/tokens.js";
import { composePromoterSignInEmail } from "../messaging/compose/promoter-sign-in-email.js";
import { hitLimit } from "../rate-limit/rate-limiter.js";
import { currentClient } from "../rate-limit/request-client.js";
import type { Services } from "../services.js";
import { issueApiKey } from "./issue-api-key.js";

// Issue 19: a promoter without a key signs up or signs in by an emailed link (docs/promoter-api.md).
// The answers never tell whether an address is a promoter's; the limits live in the database.

/** An unopened link opens nothing after this. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
export const SIGN_IN_LINK_SENT =
  "If this address belongs to a promoter, a sign-in link is on its way. It works once, within 15 minutes.";
/** Per address: three links an hour; per client address: twenty requests an hour. */
const PER_ADDRESS = { limit: 3, windowSeconds: 3600 };
const PER_CLIENT = { limit: 20, windowSeconds: 3600 };

/** The console opens the link: the token rides in the fragment, which no server log or Referer sees. */
export const signInUrl = (publicOrigin: string, token: string) => `${publicOrigin}/console/#sign-in=${token}`;

async function checkLimits(q: Queryable, emailAddress: string): Promise<boolean> {
  const network = currentClient().limitGroup;
  const client = network && (await hitLimit(q, { key: `promoter-sign-in:ip:${network}`, ...PER_CLIENT }));
  if (client && !client.allowed) {
    throw new HttpError(429, "Too many sign-in requests from this network: try again in an hour");
  }
  // Over the address's limit the answer stays the same, and no email goes out (no mailbox flooding).
  return (await hitLimit(q, { key: `promoter-sign-in:email:${emailAddress}`, ...PER_ADDRESS })).allowed;
}

async function sendLink(s: Services, tx: Queryable, promoter: { oid: string; name: string }, to: string) {
  const token = randomToken();
  await insertSignInLink(tx, {
    tokenHash: sha256(token),
    promoterOid: promoter.oid,
    ttlSeconds: SIGN_IN_LINK_TTL_SECONDS,
  });
  const link = signInUrl(s.config.publicOrigin, token);
  await s.messages.enqueue(
    tx,
    composePromoterSignInEmail({ to, name: promoter.name, link, minutes: SIGN_IN_LINK_TTL_SECONDS / 60 }),
  );
}

/** POST /sign-up: an empty promoter and its first sign-in link; a known address gets a link only. */
export async function signUp(s: Services, body: { name: string; emailAddress: string }): Promise<void> {
  if (!s.config.promoterSignUp) {
    throw new HttpError(403, "Sign-ups are closed on this server: ask its operator for a promoter account");
  }
  const emailAddress = body.emailAddress.toLowerCase();
  await s.db.transaction(async (tx) => {
    if (!(await checkLimits(tx, emailAddress))) return;
    const fresh = { oid: newOid("prm"), name: body.name, emailAddress };
    const promoter = (await insertPromoterWithEmail(tx, fresh))
      ? fresh
      : await findPromoterByEmail(tx, emailAddress);
    if (promoter) await sendLink(s, tx, promoter, emailAddress);
  });
  s.messages.wake();
}

/** POST /sign-in-link. */
export async function requestLink(s: Services, emailAddress: string): Promise<void> {
  const address = emailAddress.toLowerCase();
  await s.db.transaction(async (tx) => {
    if (!(await checkLimits(tx, address))) return;
    const promoter = await findPromoterByEmail(tx, address);
    if (promoter) await sendLink(s, tx, promoter, address);
  });
  s.messages.wake();
}

/** POST /sign-in: the link's token, once, for a new key named after the sign-in. */
export async function signIn(s: Services, token: string) {
  return s.db.transaction(async (tx) => {
    const promoter = await useSignInLink(tx, sha256(token));
    if (!promoter) {
      throw new HttpError(401, "This sign-in link has expired or was used already: ask for a new one");
    }
    const { key } = await issueApiKey(
      tx,
      promoter.promoterOid,
      `Console sign-in ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    );
    return { promoterOid: promoter.promoterOid, name: promoter.name, key };
  });
}
