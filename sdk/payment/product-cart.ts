import { type Cart, type CartProduct, cartTotal } from "../api/schemas/cart.js";
import type { Currency } from "../api/schemas/currency.js";
import { type PaymentIntentPayload, PaymentIntentPayloadSchema } from "../api/schemas/payment-intent.js";
import { DEFAULT_MAX_QUANTITY, type PricingProduct } from "../api/schemas/pricing-product.js";
import { type FieldErrors, fail, hasErrors, type ValidationError } from "../validation/validation-error.js";
import { roundMinor } from "./currencies.js";
import { toMinorUnits } from "./minor-units.js";

// core-journey §2 "Product (pre-order)", §4 "Pre-order and donation", §5 "Payment intent payload".

type Product = Pick<PricingProduct, "key" | "name" | "amount"> & { readonly maxQuantity?: number };

/** Quantity chosen per product key; a key left out means 0. */
export type Quantities = Readonly<Record<string, number>>;

const maxOf = (product: Product): number => product.maxQuantity ?? DEFAULT_MAX_QUANTITY;

/** core-journey §2, §9: the quantity selector runs from 0 to maxQuantity (default 99). */
export const quantityOptions = (product: Product): number[] =>
  Array.from({ length: maxOf(product) + 1 }, (_, quantity) => quantity);

/** A quantity outside 0..maxQuantity, or not a whole number, is invalid. */
export function quantityError(product: Product, quantity: number): ValidationError | undefined {
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= maxOf(product)
    ? undefined
    : fail("invalid", { fieldName: product.name });
}

/** The basket lines with a quantity above 0, in the campaign's product order. */
export function cartLines(products: readonly Product[], quantities: Quantities): CartProduct[] {
  return products.flatMap((product) => {
    const quantity = quantities[product.key] ?? 0;
    return quantity > 0
      ? [{ key: product.key, quantity, name: product.name, unitPrice: product.amount }]
      : [];
  });
}

export interface ProductCartState {
  /** The cart to keep in the session (cart-storage.ts). */
  readonly cart: Cart;
  /** The TOTAL line, in minor units. */
  readonly total: number;
  /** By product key. */
  readonly errors: FieldErrors;
  /** core-journey §4: continue is blocked if the total is zero or less, or if any errors exist. */
  readonly canContinue: boolean;
}

/** The pre-order screen's cart, total, errors and whether continue is allowed. */
export function productCartState(
  products: readonly Product[],
  quantities: Quantities,
  currencyCode: string,
): ProductCartState {
  const errors: Record<string, ValidationError> = {};
  for (const product of products) {
    const error = quantityError(product, quantities[product.key] ?? 0);
    if (error) errors[product.key] = error;
  }
  const lines = cartLines(products, quantities);
  const total = cartTotal(lines);
  return {
    cart: { currency: currencyCode, totalAmount: total, products: lines },
    total,
    errors,
    canContinue: total > 0 && !hasErrors(errors),
  };
}

/**
 * The selector values a stored cart gives back (a fan returning to the product step): products the
 * campaign still sells, capped at their maxQuantity.
 */
export function quantitiesFromCart(products: readonly Product[], cart: Cart | undefined): Quantities {
  const quantities: Record<string, number> = {};
  for (const line of cart?.products ?? []) {
    const product = products.find((candidate) => candidate.key === line.key);
    if (product) quantities[product.key] = Math.min(line.quantity, maxOf(product));
  }
  return quantities;
}

/**
 * core-journey §3: a donation cart holds only currency and totalAmount. `amount` is the donate input's
 * text, already valid (validateDonationAmount); CHF rounds to 0.05 (core-journey §9).
 */
export function donationCart(
  amount: string,
  currency: Pick<Currency, "code" | "decimal_digits" | "rounding">,
): Cart {
  return {
    currency: currency.code,
    totalAmount: roundMinor(toMinorUnits(amount, currency.decimal_digits), currency),
  };
}

/** core-journey §4: donation continue is blocked if the amount is zero or less. */
export const canContinueDonation = (cart: Pick<Cart, "totalAmount"> | undefined): boolean =>
  (cart?.totalAmount ?? 0) > 0;

export interface IntentOwner {
  readonly campaignOid: string;
  /** The fan paying; both intent calls carry it (core-journey §5, §7). */
  readonly campaignFanOid: string;
}

/**
 * core-journey §5 "Payment intent payload": the campaign oid plus total and currency, and the basket
 * lines when there are products. Undefined when the cart cannot be paid: a zero total, a pre-order
 * cart without lines, or a total that is not the sum of its lines (a tampered or stale cart).
 */
export function intentPayload(cart: Cart, owner: IntentOwner): PaymentIntentPayload | undefined {
  const lines = (cart.products ?? []).filter((line) => line.quantity > 0);
  // A pre-order cart with no line left is empty, whatever total it claims.
  if (cart.products && lines.length === 0) return undefined;
  const parsed = PaymentIntentPayloadSchema.safeParse({
    campaignOid: owner.campaignOid,
    campaignFanOid: owner.campaignFanOid,
    totalAmount: cart.totalAmount,
    currencyCode: cart.currency,
    ...(lines.length > 0 && { products: lines }),
  });
  return parsed.success ? parsed.data : undefined;
}
