import { describe, expect, it } from "vitest";
import { createStripeStandIn } from "../testing/stripe-stand-in.js";
import { createStripeGateway } from "./stripe-gateway.js";

describe("the Stripe gateway", () => {
  const input = {
    amount: 2500,
    currency: "AUD",
    idempotencyKey: "pay_1",
    metadata: { campaignOid: "cmp_1" },
  };

  it("creates a card intent in Stripe's lower-case currency, with the idempotency key", async () => {
    const stripe = createStripeStandIn();
    const intent = await createStripeGateway(stripe).createIntent({ ...input, description: "Club show" });
    expect(intent).toEqual({
      id: "pi_test_1",
      clientSecret: "pi_test_1_secret_standin",
      amount: 2500,
      currency: "AUD",
      status: "requires_payment_method",
    });
    expect(stripe.calls[0]).toEqual({
      method: "create",
      params: {
        amount: 2500,
        currency: "aud",
        allowed_payment_method_types: ["card"],
        metadata: { campaignOid: "cmp_1" },
        description: "Club show",
      },
      options: { idempotencyKey: "pay_1" },
    });
  });

  it("answers the same intent for a repeated idempotency key", async () => {
    const gateway = createStripeGateway(createStripeStandIn());
    const [a, b] = await Promise.all([gateway.createIntent(input), gateway.createIntent(input)]);
    expect(a.id).toBe(b.id);
  });

  it("updates the amount and reads the status back", async () => {
    const stripe = createStripeStandIn();
    const gateway = createStripeGateway(stripe);
    const { id } = await gateway.createIntent(input);
    expect((await gateway.updateAmount(id, 3000)).amount).toBe(3000);
    stripe.setStatus(id, "succeeded");
    expect(await gateway.retrieveIntent(id)).toMatchObject({ id, amount: 3000, status: "succeeded" });
  });

  it("refuses an intent without a client secret", async () => {
    const stripe = createStripeStandIn();
    const gateway = createStripeGateway(stripe);
    const { id } = await gateway.createIntent(input);
    stripe.intents.set(id, { ...stripe.intents.get(id)!, client_secret: null });
    await expect(gateway.retrieveIntent(id)).rejects.toThrow(/client secret/);
  });
});
