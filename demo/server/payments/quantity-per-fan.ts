import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { PaymentIntentPayload } from "../../../sdk/api/schemas/payment-intent.js";
import { HttpError } from "../api/validate.js";

// core-journey §9 maxQuantity is per fan, not per order: a 4-per-fan poster bought in three orders of 4
// was 12 posters. What the fan already holds (heldQuantities: paid, being paid or still payable) counts.

/** 400 naming the line when the basket and what the fan holds exceed a product's maxQuantity. */
export function checkQuantityPerFan(
  campaign: Campaign,
  payload: PaymentIntentPayload,
  held: ReadonlyMap<string, number>,
): void {
  const products = campaign.settings.payment?.pricingModel?.products ?? [];
  payload.products?.forEach((line, index) => {
    const product = products.find((candidate) => candidate.key === line.key);
    const already = held.get(line.key) ?? 0;
    if (!product || line.quantity === 0 || already + line.quantity <= product.maxQuantity) return;
    const left = Math.max(0, product.maxQuantity - already);
    throw new HttpError(
      400,
      `Invalid payment payload: at most ${left} more of "${line.key}", at most ${product.maxQuantity} per fan (${already} bought or being paid for)`,
      `products.${index}.quantity`,
    );
  });
}
