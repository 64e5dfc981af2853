import type { Queryable } from "../db/database.js";

/** A row of the local test gateway's own table (CONTRACT.md "Payments in demo mode"). */
export interface TestGatewayIntentRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
  clientSecretHash: string;
  lastError: string | null;
  cardLast4: string | null;
}

const COLUMNS = `id, amount, currency, status, client_secret_hash AS "clientSecretHash", last_error AS "lastError",
  card_last4 AS "cardLast4"`;

/** Inserts the intent unless one with this id exists; returns the stored one either way. */
export async function insertTestGatewayIntent(
  q: Queryable,
  input: { id: string; amount: number; currency: string; clientSecretHash: string; metadata: object },
): Promise<TestGatewayIntentRow> {
  await q.query(
    `INSERT INTO test_gateway_intents (id, amount, currency, status, client_secret_hash, metadata)
     VALUES ($1, $2, $3, 'requires_payment_method', $4, $5::jsonb) ON CONFLICT (id) DO NOTHING`,
    [input.id, input.amount, input.currency, input.clientSecretHash, JSON.stringify(input.metadata)],
  );
  const row = await findTestGatewayIntent(q, input.id);
  if (!row) throw new Error(`test gateway: intent ${input.id} vanished after insert`);
  return row;
}

export async function findTestGatewayIntent(q: Queryable, id: string): Promise<TestGatewayIntentRow | null> {
  const rows = await q.query<TestGatewayIntentRow>(
    `SELECT ${COLUMNS} FROM test_gateway_intents WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findTestGatewayIntentBySecret(
  q: Queryable,
  clientSecretHash: string,
): Promise<TestGatewayIntentRow | null> {
  const rows = await q.query<TestGatewayIntentRow>(
    `SELECT ${COLUMNS} FROM test_gateway_intents WHERE client_secret_hash = $1`,
    [clientSecretHash],
  );
  return rows[0] ?? null;
}

/** Changes the amount while the intent is unconfirmed; null when it is not (or not found). */
export async function updateTestGatewayAmount(
  q: Queryable,
  id: string,
  amount: number,
): Promise<TestGatewayIntentRow | null> {
  const rows = await q.query<TestGatewayIntentRow>(
    `UPDATE test_gateway_intents SET amount = $2, updated_at = now()
     WHERE id = $1 AND status IN ('requires_payment_method', 'requires_confirmation')
     RETURNING ${COLUMNS}`,
    [id, amount],
  );
  return rows[0] ?? null;
}

/**
 * Records a confirmation attempt. Only an unconfirmed intent changes, so two confirmations racing
 * charge once: the loser gets null and reads the winner's result.
 */
export async function settleTestGatewayIntent(
  q: Queryable,
  id: string,
  outcome: { status: "succeeded" | "requires_payment_method"; lastError: string | null; cardLast4: string },
): Promise<TestGatewayIntentRow | null> {
  const rows = await q.query<TestGatewayIntentRow>(
    `UPDATE test_gateway_intents SET status = $2, last_error = $3, card_last4 = $4, updated_at = now()
     WHERE id = $1 AND status IN ('requires_payment_method', 'requires_confirmation')
     RETURNING ${COLUMNS}`,
    [id, outcome.status, outcome.lastError, outcome.cardLast4],
  );
  return rows[0] ?? null;
}
