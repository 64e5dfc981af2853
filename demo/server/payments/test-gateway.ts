import type { PaymentIntentStatus } from "../../../sdk/api/schemas/payment-intent.js";
import type { Queryable } from "../../db/database.js";
import {
  findTestGatewayIntent,
  findTestGatewayIntentBySecret,
  insertTestGatewayIntent,
  settleTestGatewayIntent,
  type TestGatewayIntentRow,
  updateTestGatewayAmount,
} from "../../store/test-gateway-intents.js";
import { hmacSha256, sha256 } from "../crypto/tokens.js";
import type { GatewayIntent, PaymentGateway } from "./payment-gateway.js";

// CONTRACT.md "Payments in demo mode": a stand-in for a card processor that behaves like card payment
// intents. Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, any future expiry and
// any CVC. The browser confirms with POST /api/v1/cn/test-gateway/confirm (test-gateway-routes.ts)
// instead of Stripe.js; intents and client secrets start with `tgpi_` so a client can tell them apart.

export const TEST_CARD_SUCCEEDS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What confirming answers: like Stripe.js confirmCardPayment, an intent or a card error. */
export type ConfirmOutcome =
  | { kind: "confirmed"; intent: GatewayIntent }
  | { kind: "card-error"; code: CardErrorCode; message: string; intent: GatewayIntent }
  | { kind: "unknown-secret" };

export type CardErrorCode = "card_declined" | "incorrect_number" | "invalid_expiry_year" | "invalid_cvc";

export interface TestGateway extends PaymentGateway {
  readonly name: "test";
  confirm(clientSecret: string, card: TestCard): Promise<ConfirmOutcome>;
}

/** Luhn checksum, as card forms check before sending. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardProblem(card: TestCard, now: Date): { code: CardErrorCode; message: string } | undefined {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { code: "incorrect_number", message: "Your card number is incorrect." };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now.getTime()) {
    return { code: "invalid_expiry_year", message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    return { code: "invalid_cvc", message: "Your card's security code is invalid." };
  if (digits !== TEST_CARD_SUCCEEDS) return { code: "card_declined", message: "Your card was declined." };
  return undefined;
}

export function createTestGateway(db: Queryable, secret: string): TestGateway {
  // The client secret is derived, not stored: the table keeps only its hash, yet GET can answer it again.
  const clientSecretOf = (id: string) =>
    `${id}_secret_${hmacSha256(secret, `test-gateway:${id}`).slice(0, 32)}`;
  const toIntent = (row: TestGatewayIntentRow): GatewayIntent => ({
    id: row.id,
    clientSecret: clientSecretOf(row.id),
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
  });
  const mustFind = async (id: string) => {
    const row = await findTestGatewayIntent(db, id);
    if (!row) throw new Error(`test gateway: no intent ${id}`);
    return row;
  };

  return {
    name: "test",
    async createIntent(input) {
      const id = `tgpi_${sha256(input.idempotencyKey).slice(0, 24)}`;
      const row = await insertTestGatewayIntent(db, {
        id,
        amount: input.amount,
        currency: input.currency,
        clientSecretHash: sha256(clientSecretOf(id)),
        metadata: input.metadata,
      });
      return toIntent(row);
    },
    async updateAmount(id, amount) {
      const row = await updateTestGatewayAmount(db, id, amount);
      if (!row) throw new Error(`test gateway: intent ${id} can no longer change`);
      return toIntent(row);
    },
    async retrieveIntent(id) {
      return toIntent(await mustFind(id));
    },
    async confirm(clientSecret, card) {
      const row = await findTestGatewayIntentBySecret(db, sha256(clientSecret));
      if (!row) return { kind: "unknown-secret" };
      if (row.status === "succeeded") return { kind: "confirmed", intent: toIntent(row) };
      const problem = cardProblem(card, new Date());
      const last4 = card.number.replace(/\D/g, "").slice(-4);
      const settled = await settleTestGatewayIntent(db, row.id, {
        status: problem ? "requires_payment_method" : "succeeded",
        lastError: problem?.code ?? null,
        cardLast4: last4,
      });
      // Another confirmation settled it first: its result stands.
      const current = settled ?? (await mustFind(row.id));
      if (current.status === "succeeded") return { kind: "confirmed", intent: toIntent(current) };
      return {
        kind: "card-error",
        ...(problem ?? { code: "card_declined" as const, message: "Your card was declined." }),
        intent: toIntent(current),
      };
    },
  };
}
