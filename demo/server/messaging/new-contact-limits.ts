import type { Queryable } from "../../db/database.js";
import { HttpError } from "../api/validate.js";
import type { ServerConfig } from "../config.js";
import { hmacSha256 } from "../crypto/tokens.js";
import { hitLimit, minutesToWait, type WindowLimit } from "../rate-limit/rate-limiter.js";
import { currentClient } from "../rate-limit/request-client.js";
import type { Services } from "../services.js";
import type { MessageChannel } from "./message-sender.js";

// Message pumping (issue 15): every path that texts or emails a code or a link to an address given by
// the visitor (registration, resend, remote signup, magic links) asks here inside the transaction that
// issues the code or link, before anything is sent. A message to a NEW contact (not messaged for this
// campaign within KNOWN_CONTACT_SECONDS) counts against the client address's, the campaign's and the
// server's budget for that channel; past one of them the request is refused with 429 and, its
// transaction rolled back, leaves no fan, no code, no message and no count. The counters are rows of
// rate_limits, so every process sharing the database keeps the same budgets. Texts cost money: their
// budgets are smaller.

/**
 * A contact messaged for a campaign within this time is known there: messaging it again (a resend, a
 * second link) spends no budget, the per-fan caps bound those. Known per campaign, so one number
 * registered on many campaigns costs a budget unit on each.
 */
export const KNOWN_CONTACT_SECONDS = 24 * 60 * 60;
/**
 * A client address's window: an hour for texts (they cost money), ten minutes for emails, so a burst is
 * stopped at once while many fans behind one carrier NAT or venue wifi still register through the hour.
 */
export const IP_WINDOW_SECONDS = { sms: 60 * 60, email: 10 * 60 } as const;
export const CAMPAIGN_WINDOW_SECONDS = 60;
export const GLOBAL_WINDOW_SECONDS = 60 * 60;

export interface ContactMessage {
  channel: MessageChannel;
  /** The address or number, as the message will be sent. */
  to: string;
  campaignOid: string;
}

interface Budget extends WindowLimit {
  refusal: (channelName: string, minutes: number) => string;
}

const wait = (minutes: number) => `Please wait ${minutes} minutes before trying again.`;

function budgetsFor(config: ServerConfig, message: ContactMessage): Budget[] {
  const sms = message.channel === "sms";
  const ip = currentClient().limitGroup;
  const budgets: Budget[] = [];
  if (ip) {
    budgets.push({
      key: `new-contact:ip:${message.channel}:${ip}`,
      limit: sms ? config.RATE_LIMIT_IP_NEW_SMS : config.RATE_LIMIT_IP_NEW_EMAIL,
      windowSeconds: IP_WINDOW_SECONDS[message.channel],
      refusal: (name, minutes) => `Too many ${name} to new contacts from your network. ${wait(minutes)}`,
    });
  }
  budgets.push(
    {
      key: `new-contact:campaign:${message.channel}:${message.campaignOid}`,
      limit: sms ? config.RATE_LIMIT_CAMPAIGN_NEW_SMS : config.RATE_LIMIT_CAMPAIGN_NEW_EMAIL,
      windowSeconds: CAMPAIGN_WINDOW_SECONDS,
      refusal: (name, minutes) => `This campaign is sending too many ${name} right now. ${wait(minutes)}`,
    },
    {
      key: `new-contact:global:${message.channel}`,
      limit: sms ? config.RATE_LIMIT_GLOBAL_NEW_SMS : config.RATE_LIMIT_GLOBAL_NEW_EMAIL,
      windowSeconds: GLOBAL_WINDOW_SECONDS,
      refusal: (name, minutes) => `Too many ${name} are being sent right now. ${wait(minutes)}`,
    },
  );
  return budgets;
}

/**
 * Marks the contact as messaged for the campaign and says whether it was new. Its row holds a keyed
 * hash, never the address, and ends KNOWN_CONTACT_SECONDS after the latest message.
 */
async function markContact(q: Queryable, secret: string, message: ContactMessage): Promise<boolean> {
  const rows = await q.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count, expires_at)
     VALUES ($1, 'epoch', 1, now() + make_interval(secs => $2::float8))
     ON CONFLICT (key, window_start) DO UPDATE SET
       count = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       expires_at = excluded.expires_at
     RETURNING count`,
    [
      `contact:${message.channel}:${hmacSha256(secret, `contact:${message.campaignOid}:${message.to}`)}`,
      KNOWN_CONTACT_SECONDS,
    ],
  );
  return (rows[0]?.count ?? 1) === 1;
}

/**
 * Spends the budgets a message to this contact needs, or throws 429 (with retry_after in minutes).
 * Call it inside the transaction that issues the code or link, so a refusal rolls both back.
 * Budgets are taken in one order everywhere (contact, address, campaign, server): no deadlocks.
 */
export async function admitContactMessage(q: Queryable, s: Services, message: ContactMessage): Promise<void> {
  if (!(await markContact(q, s.secret(), message))) return;
  const channelName = message.channel === "sms" ? "text messages" : "emails";
  for (const budget of budgetsFor(s.config, message)) {
    const spent = await hitLimit(q, budget);
    if (!spent.allowed) {
      const minutes = minutesToWait(spent.retryAfterSeconds);
      const text = budget.refusal(channelName, minutes);
      throw new HttpError(429, text, undefined, { retry_after: minutes, result: text });
    }
  }
}
