import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import type { CartProduct } from "../../../sdk/api/schemas/cart.js";
import type { PaymentIntentPayload } from "../../../sdk/api/schemas/payment-intent.js";
import { findCurrency, toMinor } from "../../../sdk/payment/currencies.js";
import { DEFAULT_CURRENCY_MINIMUM, DONATION_MAX } from "../../../sdk/validation/donation-amount.js";
import { HttpError } from "../api/validate.js";

// The server prices every intent itself from the campaign (issue 3): the client's total, unit prices
// and names are checked against it, never taken on trust. A mismatch is the 'Invalid payment payload'
// of core-journey §8, answered 400 naming the field.

export interface PricedPayment {
  amount: number;
  currency: string;
  /** Pre-order lines as priced by the server (names and unit prices from the campaign). */
  products: CartProduct[] | null;
}

const invalid = (field: string, message: string) => new HttpError(400, message, field);

export function pricePayment(campaign: Campaign, payload: PaymentIntentPayload): PricedPayment {
  const payment = campaign.settings.payment;
  const pricing = payment?.pricingModel;
  const code = payment?.currencyCode;
  if (!payment || !code || !pricing) throw invalid("campaignOid", "This campaign takes no payment");
  const currency = findCurrency(code);
  // Refused when a promoter writes it (PromoterCampaignInputSchema), but older stored data may hold one:
  // the fan is told why, not answered 500.
  if (!currency) {
    throw new HttpError(
      409,
      `This campaign cannot take payments: it is priced in ${code}, which is not supported`,
    );
  }
  if (payload.currencyCode !== currency.code) {
    throw invalid("currencyCode", `Invalid payment payload: this campaign is paid in ${currency.code}`);
  }
  const checkTotal = (amount: number) => {
    if (payload.totalAmount !== amount) {
      throw invalid("totalAmount", `Invalid payment payload: the total is ${amount}, in minor units`);
    }
  };

  // Pre-order: the basket, priced from the campaign's products.
  if (pricing.products && pricing.products.length > 0) {
    if (!payload.products) throw invalid("products", "Invalid payment payload: the basket is missing");
    const seen = new Set<string>();
    const lines: CartProduct[] = [];
    payload.products.forEach((line, index) => {
      const product = pricing.products?.find((p) => p.key === line.key);
      if (!product)
        throw invalid(`products.${index}.key`, `Invalid payment payload: no product "${line.key}"`);
      if (seen.has(line.key))
        throw invalid(`products.${index}.key`, `Invalid payment payload: "${line.key}" twice`);
      seen.add(line.key);
      if (line.quantity > product.maxQuantity) {
        throw invalid(
          `products.${index}.quantity`,
          `Invalid payment payload: at most ${product.maxQuantity}`,
        );
      }
      if (line.unitPrice !== product.amount) {
        throw invalid(
          `products.${index}.unitPrice`,
          `Invalid payment payload: "${line.key}" costs ${product.amount}`,
        );
      }
      if (line.quantity > 0) {
        lines.push({
          key: product.key,
          name: product.name,
          quantity: line.quantity,
          unitPrice: product.amount,
        });
      }
    });
    const amount = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
    if (amount <= 0) throw invalid("products", "Invalid payment payload: the basket is empty");
    checkTotal(amount);
    return { amount, currency: currency.code, products: lines };
  }
  if (payload.products) throw invalid("products", "Invalid payment payload: this campaign sells no products");

  // A fixed price (e.g. a presale ticket).
  if (pricing.amount !== undefined) {
    checkTotal(pricing.amount);
    return { amount: pricing.amount, currency: currency.code, products: null };
  }

  // A donation: any amount between the minimum and the maximum (core-journey §5).
  const minimum = Math.max(
    toMinor(currency.minimum ?? DEFAULT_CURRENCY_MINIMUM, currency),
    pricing.minAmount ?? 0,
  );
  const maximum = toMinor(DONATION_MAX, currency);
  const amount = payload.totalAmount;
  if (amount < minimum) throw invalid("totalAmount", `Invalid payment payload: the minimum is ${minimum}`);
  if (amount > maximum) throw invalid("totalAmount", `Invalid payment payload: the maximum is ${maximum}`);
  const step = toMinor(currency.rounding, currency);
  if (step > 0 && amount % step !== 0) {
    throw invalid(
      "totalAmount",
      `Invalid payment payload: amounts in ${currency.code} round to ${currency.rounding}`,
    );
  }
  return { amount, currency: currency.code, products: null };
}
