import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { revokeAccountTokens } from "../../store/auth-tokens.js";
import { findFan } from "../../store/fans.js";
import { claimMagicLink, findHeldSession } from "../../store/stream-sessions.js";
import { issueAuthToken } from "../accounts/auth-token.js";
import { fanTextError } from "../api/validate.js";
import { randomToken, sha256 } from "../crypto/tokens.js";
import type { Services } from "../services.js";
import { recordStreamRegistration } from "./stream-registration.js";

/** core-journey §8 "Stream login expired". */
export const LOGIN_EXPIRED = enUs.stream.expired;
const loginExpired = () => fanTextError(401, { key: "stream.expired" });

/**
 * How long a claimed session lasts: the length of a long stream. A fan who is still watching after that
 * asks for a new link (the play button), which is one click for a signed-in fan.
 */
export const STREAM_SESSION_TTL_SECONDS = 12 * 60 * 60;

/** The fan whose session this device holds; 401 'Your login has expired!' otherwise. */
export async function requireHeldSession(
  s: Services,
  campaign: Campaign,
  session: { sessionToken: string; clientId: string },
): Promise<{ fanOid: string }> {
  const held = await findHeldSession(s.db, {
    tokenHash: sha256(session.sessionToken),
    campaignOid: campaign.oid,
    clientIdHash: sha256(session.clientId),
  });
  if (!held) throw loginExpired();
  return held;
}

/**
 * Opening a magic link: the first device claims it (single use) and gets a client id of the server's
 * making, and an auth token for the fan's account; the account's older tokens and the fan's other
 * sessions end (a new login wins). A used, expired or unknown link answers 401.
 */
async function claimLink(
  s: Services,
  campaign: Campaign,
  sessionToken: string,
): Promise<{ clientId: string; token?: string }> {
  const clientId = randomToken();
  const claimed = await s.db.transaction(async (tx) => {
    const fanOid = await claimMagicLink(tx, {
      tokenHash: sha256(sessionToken),
      campaignOid: campaign.oid,
      clientIdHash: sha256(clientId),
      ttlSeconds: STREAM_SESSION_TTL_SECONDS,
    });
    if (!fanOid) return null;
    const fan = await findFan(tx, fanOid);
    if (fan?.verifiedAt) await recordStreamRegistration(tx, campaign, fan.oid);
    if (!fan?.accountOid) return { clientId };
    const token = await issueAuthToken(tx, fan.accountOid, campaign.oid);
    await revokeAccountTokens(tx, fan.accountOid, sha256(token));
    return { clientId, token };
  });
  if (!claimed) throw loginExpired();
  return claimed;
}

/**
 * POST /campaign-fan/{campaignOid}/verify-session (engagement §4). Without a client id it claims the
 * link; with one it checks that this device still holds the session (a newer login elsewhere ended it:
 * 401, and the viewer sees 'Your login has expired!').
 */
export async function verifySession(
  s: Services,
  campaign: Campaign,
  body: { sessionToken: string; clientId?: string | undefined },
): Promise<{ clientId?: string; token?: string }> {
  if (body.clientId === undefined) return claimLink(s, campaign, body.sessionToken);
  await requireHeldSession(s, campaign, { sessionToken: body.sessionToken, clientId: body.clientId });
  return {};
}
