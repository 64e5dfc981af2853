import { isUniqueViolation, type Queryable } from "../db/database.js";

/** Our record of a payment intent; the processor's own is reached through the PaymentGateway. */
export interface PaymentIntentRow {
  oid: string;
  fanOid: string;
  campaignOid: string;
  amount: number;
  currency: string;
  status: string;
  gateway: string;
  gatewayId: string | null;
  cart: unknown;
  createdAt: Date;
}

const COLUMNS = `oid, fan_oid AS "fanOid", campaign_oid AS "campaignOid", amount, currency, status, gateway,
  gateway_id AS "gatewayId", cart, created_at AS "createdAt"`;

/**
 * Inserts the intent unless one with the same idempotency key exists, and returns the stored one: of
 * concurrent identical requests (a double click), all get the same row.
 */
export async function claimPaymentIntent(
  q: Queryable,
  intent: {
    oid: string;
    fanOid: string;
    campaignOid: string;
    amount: number;
    currency: string;
    gateway: string;
    idempotencyKey: string;
    cart: unknown;
  },
): Promise<PaymentIntentRow> {
  await q.query(
    `INSERT INTO payment_intents (oid, fan_oid, campaign_oid, amount, currency, status, gateway, idempotency_key, cart)
     VALUES ($1, $2, $3, $4, $5, 'requires_payment_method', $6, $7, $8::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      intent.oid,
      intent.fanOid,
      intent.campaignOid,
      intent.amount,
      intent.currency,
      intent.gateway,
      intent.idempotencyKey,
      JSON.stringify(intent.cart),
    ],
  );
  const rows = await q.query<PaymentIntentRow>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE idempotency_key = $1`,
    [intent.idempotencyKey],
  );
  const row = rows[0];
  if (!row) throw new Error("payment intent vanished after insert");
  return row;
}

export async function setPaymentIntentGatewayId(q: Queryable, oid: string, gatewayId: string): Promise<void> {
  await q.query(
    "UPDATE payment_intents SET gateway_id = $2, updated_at = now() WHERE oid = $1 AND gateway_id IS NULL",
    [oid, gatewayId],
  );
}

/** The fan's newest intent in the campaign. */
export async function latestPaymentIntent(
  q: Queryable,
  fanOid: string,
  campaignOid: string,
): Promise<PaymentIntentRow | null> {
  const rows = await q.query<PaymentIntentRow>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE fan_oid = $1 AND campaign_oid = $2 AND gateway_id IS NOT NULL
     ORDER BY created_at DESC, oid DESC LIMIT 1`,
    [fanOid, campaignOid],
  );
  return rows[0] ?? null;
}

export async function findPaymentIntentByGatewayId(
  q: Queryable,
  gateway: string,
  gatewayId: string,
): Promise<PaymentIntentRow | null> {
  const rows = await q.query<PaymentIntentRow>(
    `SELECT ${COLUMNS} FROM payment_intents WHERE gateway = $1 AND gateway_id = $2`,
    [gateway, gatewayId],
  );
  return rows[0] ?? null;
}

export async function countSucceededPayments(
  q: Queryable,
  fanOid: string,
  campaignOid: string,
): Promise<number> {
  const rows = await q.query<{ count: number }>(
    "SELECT count(*) AS count FROM payment_intents WHERE fan_oid = $1 AND campaign_oid = $2 AND status = 'succeeded'",
    [fanOid, campaignOid],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Mirrors the processor's status. Returns true only for the one call that moved it to succeeded: the
 * row lock makes a concurrent second update see the new status and change nothing.
 */
export async function recordPaymentStatus(q: Queryable, oid: string, status: string): Promise<boolean> {
  const rows = await q.query(
    "UPDATE payment_intents SET status = $2, updated_at = now() WHERE oid = $1 AND status <> $2 RETURNING oid",
    [oid, status],
  );
  return rows.length > 0 && status === "succeeded";
}

/** A new amount and basket for an intent not yet confirmed; the idempotency key follows the basket. */
export async function repricePaymentIntent(
  q: Queryable,
  oid: string,
  update: { amount: number; cart: unknown; idempotencyKey: string },
): Promise<void> {
  const reprice = (withKey: boolean) =>
    q.query(
      `UPDATE payment_intents SET amount = $2, cart = $3::jsonb, updated_at = now()${withKey ? ", idempotency_key = $4" : ""}
       WHERE oid = $1`,
      withKey
        ? [oid, update.amount, JSON.stringify(update.cart), update.idempotencyKey]
        : [oid, update.amount, JSON.stringify(update.cart)],
    );
  try {
    await reprice(true);
  } catch (error) {
    // Another intent of the fan already answers for this basket: keep this one's key.
    if (!isUniqueViolation(error)) throw error;
    await reprice(false);
  }
}

/**
 * How many of each product the fan holds in the campaign: the baskets of its intents that are paid, being
 * paid or still payable. A canceled intent can no longer be paid and holds nothing. `except` leaves out
 * the intent being created again (its idempotency key) or repriced (its oid).
 */
export async function heldQuantities(
  q: Queryable,
  fanOid: string,
  campaignOid: string,
  except: { oid?: string; idempotencyKey?: string },
): Promise<Map<string, number>> {
  const rows = await q.query<{ key: string; quantity: number }>(
    `SELECT line->>'key' AS key, sum((line->>'quantity')::int)::int AS quantity
     FROM payment_intents,
       jsonb_array_elements(CASE WHEN jsonb_typeof(cart) = 'array' THEN cart ELSE '[]'::jsonb END) AS line
     WHERE fan_oid = $1 AND campaign_oid = $2 AND status <> 'canceled'
       AND oid IS DISTINCT FROM $3 AND idempotency_key IS DISTINCT FROM $4
     GROUP BY 1`,
    [fanOid, campaignOid, except.oid ?? null, except.idempotencyKey ?? null],
  );
  return new Map(rows.map((row) => [row.key, Number(row.quantity)]));
}
