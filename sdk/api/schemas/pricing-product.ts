import { z } from "zod/mini";
import { MinorAmountSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** core-journey §9: the quantity selector runs from 0 to maxQuantity, 99 unless set. */
export const DEFAULT_MAX_QUANTITY = 99;

/** core-journey §3 "Pricing product": one pre-order item. */
export const PricingProductSchema = withMeta(
  z.object({
    key: z.string().check(z.minLength(1)).check(z.describe("Stable product key, echoed in cart lines")),
    name: z.string().check(z.minLength(1)),
    description: z.optional(z.string()),
    amount: MinorAmountSchema.check(z.describe("Unit price in minor units")),
    maxQuantity: z._default(z.int().check(z.positive()), DEFAULT_MAX_QUANTITY),
  }),
  { id: "PricingProduct" },
);

export type PricingProduct = z.infer<typeof PricingProductSchema>;
export type PricingProductInput = z.input<typeof PricingProductSchema>;
