import type { WebhookEventType } from "../../../sdk/api/schemas/promoter.js";
import type { Queryable } from "../../db/database.js";
import type { FanRow } from "../../store/fans.js";
import { queueWebhookEvent } from "../../store/webhooks.js";
import { newOid } from "../crypto/tokens.js";

// Issue 19: what a promoter's endpoints hear. Each event is queued in the transaction that records what
// happened, so an event exists exactly when its cause does (a rolled-back registration sends nothing).

/**
 * Queues the event `{ id, type, created, data }` for the campaign's promoter's endpoints that listen to
 * it. Returns how many deliveries were queued (0 costs one indexed query).
 */
export async function emitWebhookEvent(
  tx: Queryable,
  campaignOid: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> {
  const id = newOid("evt");
  const payload = JSON.stringify({ id, type, created: Math.floor(Date.now() / 1000), data });
  return queueWebhookEvent(tx, { campaignOid, id, type, payload });
}

/** What an event says of a fan: who and where, never a code or a token. */
export function fanEventData(fan: FanRow): Record<string, unknown> {
  return {
    campaignOid: fan.campaignOid,
    fan: {
      oid: fan.oid,
      emailAddress: fan.emailAddress,
      mobileNumber: fan.mobileNumber,
      firstName: fan.data.firstName ?? null,
      lastName: fan.data.lastName ?? null,
      verified: fan.verifiedAt !== null,
      createdAt: new Date(fan.createdAt).toISOString(),
    },
  };
}
