import type { Queryable } from "../db/database.js";
import { insertQueuedMessage } from "./message-queue.js";

// Webhook endpoints and deliveries (migration 0012). A delivery is a 'webhook' message of the queue
// (message-queue.ts), so the delivery worker claims, retries and records it like an email.

/** The header carrying the delivery's id: the webhook sender finds the endpoint's secret by it. */
export const DELIVERY_HEADER = "fan-campaigns-delivery";

export interface WebhookEndpointRow {
  id: string;
  url: string;
  events: string[];
  createdAt: Date;
}

export async function insertWebhookEndpoint(
  q: Queryable,
  endpoint: { id: string; promoterOid: string; url: string; events: readonly string[]; secret: string },
): Promise<void> {
  await q.query(
    "INSERT INTO webhook_endpoints (id, promoter_oid, url, events, secret) VALUES ($1, $2, $3, $4::text[], $5)",
    [endpoint.id, endpoint.promoterOid, endpoint.url, endpoint.events, endpoint.secret],
  );
}

export function listWebhookEndpoints(q: Queryable, promoterOid: string): Promise<WebhookEndpointRow[]> {
  return q.query<WebhookEndpointRow>(
    `SELECT id, url, events, created_at AS "createdAt" FROM webhook_endpoints
     WHERE promoter_oid = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [promoterOid],
  );
}

/** Whether the promoter has this live endpoint. */
export async function ownsWebhookEndpoint(q: Queryable, promoterOid: string, id: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM webhook_endpoints WHERE id = $1 AND promoter_oid = $2 AND deleted_at IS NULL",
    [id, promoterOid],
  );
  return rows.length > 0;
}

/** Deletes the endpoint; its queued deliveries are parked with the reason. False when it has none. */
export async function deleteWebhookEndpoint(q: Queryable, promoterOid: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE webhook_endpoints SET deleted_at = now()
     WHERE id = $1 AND promoter_oid = $2 AND deleted_at IS NULL RETURNING id`,
    [id, promoterOid],
  );
  return rows.length > 0;
}

/** The signing secret and address of a delivery's endpoint, or null once the endpoint is deleted. */
export async function endpointOfDelivery(
  q: Queryable,
  deliveryId: string,
): Promise<{ secret: string; url: string } | null> {
  const rows = await q.query<{ secret: string; url: string }>(
    `SELECT e.secret, e.url FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE d.id = $1::bigint AND e.deleted_at IS NULL`,
    [deliveryId],
  );
  return rows[0] ?? null;
}

/** Queues the message of a delivery and points the delivery at it. */
async function queueDelivery(
  q: Queryable,
  delivery: { id: string; url: string; payload: string },
): Promise<void> {
  const messageId = await insertQueuedMessage(q, {
    to: delivery.url,
    channel: "webhook",
    kind: "webhook",
    body: delivery.payload,
    headers: { [DELIVERY_HEADER]: delivery.id },
  });
  await q.query("UPDATE webhook_deliveries SET message_id = $2 WHERE id = $1::bigint", [
    delivery.id,
    messageId,
  ]);
}

/**
 * Queues `payload` for every live endpoint of the campaign's promoter that listens to `type`, in the
 * caller's transaction (the one that records the event). Returns how many were queued.
 */
export async function queueWebhookEvent(
  q: Queryable,
  event: { campaignOid: string; id: string; type: string; payload: string },
): Promise<number> {
  const deliveries = await q.query<{ id: string; url: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
     SELECT id, $3, $2, $4 FROM webhook_endpoints
     WHERE promoter_oid = (SELECT promoter_oid FROM campaigns WHERE oid = $1)
       AND deleted_at IS NULL AND $2 = ANY (events)
     RETURNING id::text AS id, (SELECT url FROM webhook_endpoints e WHERE e.id = endpoint_id) AS url`,
    [event.campaignOid, event.type, event.id, event.payload],
  );
  for (const delivery of deliveries) await queueDelivery(q, { ...delivery, payload: event.payload });
  return deliveries.length;
}

export interface WebhookDeliveryRow {
  id: string;
  eventId: string;
  eventType: string;
  status: "queued" | "sent" | "parked";
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

const DELIVERY_COLUMNS = `d.id::text AS id, d.event_id AS "eventId", d.event_type AS "eventType",
  coalesce(m.status, 'parked') AS status, coalesce(m.attempts, 0) AS attempts,
  m.last_error AS "lastError", d.created_at AS "createdAt"`;

export async function listWebhookDeliveries(q: Queryable, endpointId: string): Promise<WebhookDeliveryRow[]> {
  const rows = await q.query<WebhookDeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d LEFT JOIN message_queue m ON m.id = d.message_id
     WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT 100`,
    [endpointId],
  );
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/** Queues a delivery of the endpoint again (a new queue row, due now); null when there is no such one. */
export async function resendWebhookDelivery(
  q: Queryable,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRow | null> {
  const rows = await q.query<{ id: string; url: string; payload: string }>(
    `SELECT d.id::text AS id, e.url, d.payload FROM webhook_deliveries d
     JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE d.id = $2::bigint AND d.endpoint_id = $1 AND e.deleted_at IS NULL`,
    [endpointId, deliveryId],
  );
  const delivery = rows[0];
  if (!delivery) return null;
  await queueDelivery(q, delivery);
  const found = await q.query<WebhookDeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d LEFT JOIN message_queue m ON m.id = d.message_id
     WHERE d.id = $1::bigint`,
    [deliveryId],
  );
  return found[0] ? { ...found[0], attempts: Number(found[0].attempts) } : null;
}
