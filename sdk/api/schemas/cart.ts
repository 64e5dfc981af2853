import { z } from "zod";
import { CurrencyCodeSchema, MinorAmountSchema } from "./common.js";

/** One basket line; also the optional cart of a payment-intent payload (core-journey §7). */
export const CartProductSchema = z
  .object({
    key: z.string().min(1).describe("The pricing product's key"),
    quantity: z.int().nonnegative(),
    name: z.string().min(1),
    unitPrice: MinorAmountSchema,
  })
  .meta({ id: "CartProduct" });

/**
 * core-journey §3 "Cart", kept per campaign in the session. A donation cart holds only currency and
 * totalAmount; a pre-order cart also lists its products.
 */
export const CartSchema = z
  .object({
    currency: CurrencyCodeSchema,
    totalAmount: MinorAmountSchema,
    products: z.array(CartProductSchema).optional(),
  })
  .meta({ id: "Cart" });

export type CartProduct = z.infer<typeof CartProductSchema>;
export type Cart = z.infer<typeof CartSchema>;

/** The total of a basket, in minor units. */
export const cartTotal = (products: readonly CartProduct[]): number =>
  products.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
