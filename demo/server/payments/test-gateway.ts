import type { PaymentIntentStatus } from "../../../sdk/api/schemas/payment-intent.js";
import { checkCardNumber, digitsOf, expiryInFuture, isCvc } from "../../../sdk/payment/card-checks.js";
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
// any CVC (3 or 4 digits, for every card; Stripe's decline test cards give their reasons). The browser
// confirms with POST /api/v1/cn/test-gateway/confirm (payment-routes.ts) instead of Stripe.js; intents and
// client secrets start with `tgpi_` so a client can tell them apart.

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
  | ({ kind: "card-error"; intent: GatewayIntent } & CardProblem)
  | { kind: "unknown-secret" };

export type CardErrorCode =
  | "card_declined"
  | "expired_card"
  | "incorrect_cvc"
  | "incorrect_number"
  | "invalid_expiry_year"
  | "invalid_cvc";

/** A card error as Stripe words it: its code, a declined card's reason, and the gateway's text. */
export interface CardProblem {
  code: CardErrorCode;
  declineCode?: string;
  message: string;
}

export interface TestGateway extends PaymentGateway {
  readonly name: "test";
  confirm(clientSecret: string, card: TestCard): Promise<ConfirmOutcome>;
}

/**
 * Stripe's test cards for the reasons a card is declined (issue 20: a decline names the gateway's reason);
 * every other card that passes the checks, but 4242…, is declined generically, as CONTRACT.md says.
 */
const DECLINES: Readonly<Record<string, CardProblem>> = {
  "4000000000009995": {
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};
const GENERIC_DECLINE: CardProblem = {
  code: "card_declined",
  declineCode: "generic_decline",
  message: "Your card was declined.",
};

/** The checks the card fields make (sdk/payment/card-checks.ts), again here: the server is the defence. */
function cardProblem(card: TestCard, now: Date): CardProblem | undefined {
  const digits = digitsOf(card.number);
  if (checkCardNumber(digits)) return { code: "incorrect_number", message: "Your card number is incorrect." };
  if (card.expMonth < 1 || card.expMonth > 12 || !expiryInFuture(card.expMonth, card.expYear, now)) {
    return { code: "invalid_expiry_year", message: "Your card's expiration date is in the past." };
  }
  if (!isCvc(card.cvc)) {
    return { code: "invalid_cvc", message: "Your card's security code is invalid: it has 3 or 4 digits." };
  }
  if (digits === TEST_CARD_SUCCEEDS) return undefined;
  return DECLINES[digits] ?? GENERIC_DECLINE;
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
        ...(problem ?? GENERIC_DECLINE),
        intent: toIntent(current),
      };
    },
  };
}
