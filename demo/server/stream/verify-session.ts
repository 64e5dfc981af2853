import type { Context } from "hono";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { findFan } from "../../store/fans.js";
import { claimStreamSession, findStreamSession } from "../../store/stream-sessions.js";
import { issueAuthToken, opensCampaign, readAuthToken, resolveAuth } from "../accounts/auth-token.js";
import { HttpError } from "../api/validate.js";
import { sha256 } from "../crypto/tokens.js";
import type { Services } from "../services.js";
import { recordStreamRegistration } from "./stream-registration.js";

/** core-journey §8 "Stream login expired". */
export const LOGIN_EXPIRED = "Your login has expired!";

/**
 * POST /campaign-fan/{campaignOid}/verify-session (engagement §4): valid while this client holds the
 * session. A new client id takes the session over, and the fan's other sessions end, so the previous
 * viewer's next check answers 401. Returns an auth token when the request carries none for this fan:
 * the login link then also signs the fan in on the device that opened it.
 */
export async function verifySession(
  s: Services,
  c: Context,
  campaign: Campaign,
  body: { sessionToken: string; clientId: string },
): Promise<{ token?: string }> {
  const tokenHash = sha256(body.sessionToken);
  const session = await findStreamSession(s.db, tokenHash);
  if (!session || session.ended || session.campaignOid !== campaign.oid)
    throw new HttpError(401, LOGIN_EXPIRED);
  const claimed = await s.db.transaction((tx) => claimStreamSession(tx, tokenHash, body.clientId));
  if (!claimed) throw new HttpError(401, LOGIN_EXPIRED);

  const fan = await findFan(s.db, session.fanOid);
  if (fan?.verifiedAt) await recordStreamRegistration(s.db, campaign, fan.oid);
  if (!fan?.accountOid) return {};
  const auth = await resolveAuth(s.db, readAuthToken(c));
  const signedIn = auth?.accountOid === fan.accountOid && opensCampaign(auth, campaign.oid);
  return signedIn ? {} : { token: await issueAuthToken(s.db, fan.accountOid, campaign.oid) };
}
