import { z } from "zod";
import { MinorAmountSchema } from "./common.js";

/** core-journey §9: the quantity selector runs from 0 to maxQuantity, 99 unless set. */
export const DEFAULT_MAX_QUANTITY = 99;

/** core-journey §3 "Pricing product": one pre-order item. */
export const PricingProductSchema = z
  .object({
    key: z.string().min(1).describe("Stable product key, echoed in cart lines"),
    name: z.string().min(1),
    description: z.string().optional(),
    amount: MinorAmountSchema.describe("Unit price in minor units"),
    maxQuantity: z.int().positive().default(DEFAULT_MAX_QUANTITY),
  })
  .meta({ id: "PricingProduct" });

export type PricingProduct = z.infer<typeof PricingProductSchema>;
export type PricingProductInput = z.input<typeof PricingProductSchema>;
