import { z } from "zod";
import { type CartProduct, CartProductSchema, cartTotal } from "./cart.js";
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
 * The answer of POST and GET payment-intent: the intent itself, and the same under `paymentIntent`
 * (core-journey §7 "returns the intent (fan.paymentIntent)"), so either reading of the spec works.
 * Our server always sends both; a client reads the top level, so another server may omit the copy.
 */
export const PaymentIntentAnswerSchema = PaymentIntentSchema.extend({
  paymentIntent: PaymentIntentSchema.optional(),
}).meta({ id: "PaymentIntentAnswer" });

/**
 * core-journey §5: "Amounts and quantities are parsed as integers": a whole number, or a string of
 * digits (as a form posts it); 10.5 or "ten" are refused.
 */
const IntegerSchema = z.union([
  z.int(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

const PayloadLineSchema = CartProductSchema.extend({
  quantity: IntegerSchema.pipe(z.int().nonnegative()),
  unitPrice: IntegerSchema.pipe(MinorAmountSchema),
});

/**
 * core-journey §5 "Payment intent payload": a campaign oid, a total and a currency, optionally the
 * basket (`products`; `cart` is accepted as its other name, core-journey §7). Amounts and quantities
 * are integers; with a basket the total must be its sum. Both the create and the update call need the
 * fan oid (issue 3: "400 when campaign oid or fan oid is missing").
 */
export const PaymentIntentPayloadSchema = z
  .object({
    campaignOid: OidSchema,
    campaignFanOid: OidSchema.describe("The signed-in fan's oid"),
    totalAmount: IntegerSchema.pipe(MinorAmountSchema.positive()),
    currencyCode: CurrencyCodeSchema,
    products: z.array(PayloadLineSchema).min(1).optional().describe("Pre-order basket"),
    cart: z.array(PayloadLineSchema).min(1).optional().describe("Another name for products"),
  })
  .transform(({ cart, products = cart, ...payload }): typeof payload & { products?: CartProduct[] } =>
    products ? { ...payload, products } : payload,
  )
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
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswerSchema>;
export type PaymentIntentPayload = z.infer<typeof PaymentIntentPayloadSchema>;
/** What a client sends (numbers may still be strings of digits; `cart` or `products`). */
export type PaymentIntentPayloadInput = z.input<typeof PaymentIntentPayloadSchema>;
