import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../db/testing.js";
import { createTestGateway, TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS, type TestCard } from "./test-gateway.js";

// CONTRACT.md "Payments in demo mode": 4242… succeeds, 4000…0002 is declined, any future expiry, any CVC
// (3 or 4 digits, for every test card: a 4-digit CVC on 4242… was refused with invalid_cvc).

const AMEX = "378282246310005";
let key = 0;

forEachDatabase("the local test gateway", (getDb) => {
  const gateway = () => createTestGateway(getDb(), "s".repeat(32));
  /** A fresh intent per confirmation: a succeeded intent answers "confirmed" whatever the card. */
  const confirmFresh = async (card: Partial<TestCard> & { number: string }) => {
    key += 1;
    const g = gateway();
    const intent = await g.createIntent({
      amount: 2500,
      currency: "AUD",
      idempotencyKey: `k${key}`,
      metadata: {},
    });
    return g.confirm(intent.clientSecret, { expMonth: 12, expYear: 2099, cvc: "123", ...card });
  };

  describe("any CVC of 3 or 4 digits", () => {
    it.each(["123", "1234", "000", "9999"])("pays with 4242… and CVC %s", async (cvc) => {
      const outcome = await confirmFresh({ number: TEST_CARD_SUCCEEDS, cvc });
      expect(outcome).toMatchObject({ kind: "confirmed", intent: { status: "succeeded" } });
    });

    it.each([
      [TEST_CARD_DECLINED, "1234"],
      [TEST_CARD_DECLINED, "123"],
      [AMEX, "123"],
      [AMEX, "1234"],
    ])("declines %s with CVC %s for the card, not for its CVC", async (number, cvc) => {
      const outcome = await confirmFresh({ number, cvc });
      expect(outcome).toMatchObject({ kind: "card-error", code: "card_declined" });
    });
  });

  describe("a CVC that is not 3 or 4 digits", () => {
    it.each(["", "12", "12345", "12a", "abc"])("is refused as invalid_cvc, saying why: %j", async (cvc) => {
      const outcome = await confirmFresh({ number: TEST_CARD_SUCCEEDS, cvc });
      expect(outcome).toMatchObject({
        kind: "card-error",
        code: "invalid_cvc",
        message: "Your card's security code is invalid: it has 3 or 4 digits.",
        intent: { status: "requires_payment_method" },
      });
    });
  });
});
