import { z } from "zod/mini";
import { CurrencyCodeSchema, MinorAmountSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** One basket line; also the optional cart of a payment-intent payload (core-journey §7). */
export const CartProductSchema = withMeta(
  z.object({
    key: z.string().check(z.minLength(1)).check(z.describe("The pricing product's key")),
    quantity: z.int().check(z.nonnegative()),
    name: z.string().check(z.minLength(1)),
    unitPrice: MinorAmountSchema,
  }),
  { id: "CartProduct" },
);

/**
 * core-journey §3 "Cart", kept per campaign in the session. A donation cart holds only currency and
 * totalAmount; a pre-order cart also lists its products.
 */
export const CartSchema = withMeta(
  z.object({
    currency: CurrencyCodeSchema,
    totalAmount: MinorAmountSchema,
    products: z.optional(z.array(CartProductSchema)),
  }),
  { id: "Cart" },
);

export type CartProduct = z.infer<typeof CartProductSchema>;
export type Cart = z.infer<typeof CartSchema>;

/** The total of a basket, in minor units. */
export const cartTotal = (products: readonly CartProduct[]): number =>
  products.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
