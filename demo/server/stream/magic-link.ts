import type { Context } from "hono";
import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { findFansByContact, setFanLanguage } from "../../store/fans.js";
import { insertStreamSession } from "../../store/stream-sessions.js";
import { fanTextError, HttpError } from "../api/validate.js";
import { randomToken, sha256 } from "../crypto/tokens.js";
import { findCurrentFan } from "../fans/current-fan.js";
import { composeMagicLinkEmail } from "../messaging/compose/magic-link-email.js";
import { requestLanguage } from "../messaging/compose/message-language.js";
import { fanMessageContext } from "../messaging/fan-message-context.js";
import { admitContactMessage } from "../messaging/new-contact-limits.js";
import { minutesToWait, startCooldown } from "../rate-limit/rate-limiter.js";
import type { Services } from "../services.js";

// core-journey §4 "Magic-link request" and engagement §4 gatekeeper: a magic link for a livestream,
// emailed to a registered address. The link opens the campaign with `?sessionToken=`, which the page
// sends to verify-session.

/** core-journey §9 leaves the cooldown to the server: one link per address and minute. */
export const MAGIC_LINK_COOLDOWN_SECONDS = 60;
/**
 * How long an unopened magic link stays valid: minutes, so a link found later in a mailbox, a log or a
 * forwarded email opens nothing. Once opened, the session lasts STREAM_SESSION_TTL_SECONDS.
 */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;

export const NOT_REGISTERED = enUs.magicLink.notRegistered;
export const WAIT_FOR_LINK = enUs.magicLink.pleaseWait;

export function magicLinkUrl(publicOrigin: string, campaign: Campaign, token: string): string {
  return `${publicOrigin}/${campaign.uri}/?${new URLSearchParams({ sessionToken: token })}`;
}

/** POST /campaign-fan/{campaignOid}/email-session-link. */
export async function sendMagicLink(
  s: Services,
  c: Context,
  campaign: Campaign,
  emailAddress: string | undefined,
): Promise<void> {
  const address =
    emailAddress?.trim().toLowerCase() ?? (await findCurrentFan(s.db, c, campaign.oid))?.fan.emailAddress;
  if (!address) throw new HttpError(400, "Your Email Address is required", "emailAddress");
  const fan = (await findFansByContact(s.db, campaign.oid, { emailAddress: address, mobileNumber: null }))[0];
  if (!fan?.emailAddress) throw fanTextError(401, { key: "magicLink.notRegistered" });
  const token = randomToken();
  const language = requestLanguage(c, campaign);
  await s.db.transaction(async (tx) => {
    // The cooldown is a rate_limits row: it holds across every server process. Keyed by the fan, not
    // the typed address: every spelling of one mailbox (a.b@ and ab@gmail.com) finds the same fan.
    const key = `magic-link:${campaign.oid}:${fan.oid}`;
    const wait = await startCooldown(tx, key, MAGIC_LINK_COOLDOWN_SECONDS);
    if (wait > 0) {
      const extra = { retry_after: minutesToWait(wait) };
      throw fanTextError(429, { key: "magicLink.pleaseWait" }, { extra });
    }
    await admitContactMessage(tx, s, {
      channel: "email",
      to: fan.emailAddress ?? address,
      campaignOid: campaign.oid,
    });
    if (fan.language !== language) await setFanLanguage(tx, fan.oid, language);
    await insertStreamSession(tx, {
      tokenHash: sha256(token),
      fanOid: fan.oid,
      ttlSeconds: MAGIC_LINK_TTL_SECONDS,
    });
    // In the session's own transaction (issue 17): the link is delivered exactly when it can open.
    const link = magicLinkUrl(s.config.publicOrigin, campaign, token);
    const context = fanMessageContext(s, campaign, { ...fan, language });
    await s.messages.enqueue(tx, {
      campaignOid: campaign.oid,
      ...composeMagicLinkEmail(context, {
        to: fan.emailAddress ?? address,
        link,
        ttlSeconds: MAGIC_LINK_TTL_SECONDS,
      }),
    });
  });
  s.messages.wake();
}
