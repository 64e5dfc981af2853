import { z } from "zod/mini";
import { type CartProduct, CartProductSchema, cartTotal } from "./cart.js";
import { CurrencyCodeSchema, MinorAmountSchema, OidSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** Card payment-intent statuses (the card provider's; the local test gateway uses the same). */
export const PaymentIntentStatusSchema = withMeta(
  z.enum([
    "requires_payment_method",
    "requires_confirmation",
    "requires_action",
    "processing",
    "requires_capture",
    "canceled",
    "succeeded",
  ]),
  { id: "PaymentIntentStatus" },
);

/** core-journey §3 fan.paymentIntent. The card is confirmed with clientSecret. */
export const PaymentIntentSchema = withMeta(
  z.object({
    id: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
    amount: MinorAmountSchema,
    currency: CurrencyCodeSchema,
    status: z.optional(PaymentIntentStatusSchema),
  }),
  { id: "PaymentIntent" },
);

/**
 * The answer of POST and GET payment-intent: the intent itself, and the same under `paymentIntent`
 * (core-journey §7 "returns the intent (fan.paymentIntent)"), so either reading of the spec works.
 * Our server always sends both; a client reads the top level, so another server may omit the copy.
 */
export const PaymentIntentAnswerSchema = withMeta(
  z.extend(PaymentIntentSchema, {
    paymentIntent: z.optional(PaymentIntentSchema),
  }),
  { id: "PaymentIntentAnswer" },
);

/**
 * core-journey §5: "Amounts and quantities are parsed as integers": a whole number, or a string of
 * digits (as a form posts it); 10.5 or "ten" are refused.
 */
const IntegerSchema = z.union([
  z.int(),
  z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
]);

const PayloadLineSchema = z.extend(CartProductSchema, {
  quantity: z.pipe(IntegerSchema, z.int().check(z.nonnegative())),
  unitPrice: z.pipe(IntegerSchema, MinorAmountSchema),
});

/**
 * core-journey §5 "Payment intent payload": a campaign oid, a total and a currency, optionally the
 * basket (`products`; `cart` is accepted as its other name, core-journey §7). Amounts and quantities
 * are integers; with a basket the total must be its sum. Both the create and the update call need the
 * fan oid (issue 3: "400 when campaign oid or fan oid is missing").
 */
const PayloadFieldsSchema = z.object({
  campaignOid: OidSchema,
  campaignFanOid: OidSchema.check(z.describe("The signed-in fan's oid")),
  totalAmount: z.pipe(IntegerSchema, MinorAmountSchema.check(z.positive())),
  currencyCode: CurrencyCodeSchema,
  products: z
    .optional(z.array(PayloadLineSchema).check(z.minLength(1)))
    .check(z.describe("Pre-order basket")),
  cart: z
    .optional(z.array(PayloadLineSchema).check(z.minLength(1)))
    .check(z.describe("Another name for products")),
});
type PayloadFields = z.output<typeof PayloadFieldsSchema>;
type Payload = Omit<PayloadFields, "cart" | "products"> & { products?: CartProduct[] };

export const PaymentIntentPayloadSchema = withMeta(
  z
    .pipe(
      PayloadFieldsSchema,
      z.transform(
        ({ cart, products = cart, ...payload }: PayloadFields): Payload =>
          products ? { ...payload, products } : payload,
      ),
    )
    .check(
      z.refine(
        (payload: Payload) => !payload.products || cartTotal(payload.products) === payload.totalAmount,
        {
          path: ["totalAmount"],
          message: "totalAmount must equal the sum of quantity × unitPrice over products",
        },
      ),
    ),
  { id: "PaymentIntentPayload" },
);

export type PaymentIntentStatus = z.infer<typeof PaymentIntentStatusSchema>;
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswerSchema>;
export type PaymentIntentPayload = z.infer<typeof PaymentIntentPayloadSchema>;
/** What a client sends (numbers may still be strings of digits; `cart` or `products`). */
export type PaymentIntentPayloadInput = z.input<typeof PaymentIntentPayloadSchema>;
