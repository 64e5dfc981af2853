import { z } from "zod";
import { CartProductSchema, cartTotal } from "./cart.js";
import { CurrencyCodeSchema, MinorAmountSchema, OidSchema } from "./common.js";

/** Card payment-intent statuses (the card provider's; the local test gateway uses the same). */
export const PaymentIntentStatusSchema = z
  .enum([
    "requires_payment_method",
    "requires_confirmation",
    "requires_action",
    "processing",
    "requires_capture",
    "canceled",
    "succeeded",
  ])
  .meta({ id: "PaymentIntentStatus" });

/** core-journey §3 fan.paymentIntent. The card is confirmed with clientSecret. */
export const PaymentIntentSchema = z
  .object({
    id: z.string().min(1),
    clientSecret: z.string().min(1),
    amount: MinorAmountSchema,
    currency: CurrencyCodeSchema,
    status: PaymentIntentStatusSchema.optional(),
  })
  .meta({ id: "PaymentIntent" });

/**
 * core-journey §5 "Payment intent payload": a campaign oid, a total and a currency, optionally the
 * basket. Amounts and quantities are integers; with a basket the total must be its sum.
 */
export const PaymentIntentPayloadSchema = z
  .object({
    campaignOid: OidSchema,
    campaignFanOid: OidSchema.optional().describe("Required by the update (PATCH) call"),
    totalAmount: MinorAmountSchema.positive(),
    currencyCode: CurrencyCodeSchema,
    products: z.array(CartProductSchema).min(1).optional().describe("Pre-order basket"),
  })
  .superRefine((payload, ctx) => {
    if (payload.products && cartTotal(payload.products) !== payload.totalAmount) {
      ctx.addIssue({
        code: "custom",
        path: ["totalAmount"],
        message: "totalAmount must equal the sum of quantity × unitPrice over products",
      });
    }
  })
  .meta({ id: "PaymentIntentPayload" });

export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatusSchema>;
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
export type PaymentIntentPayload = z.infer<typeof PaymentIntentPayloadSchema>;
