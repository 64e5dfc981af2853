import { z } from "zod/mini";
import { type Cart, CartSchema } from "../api/schemas/cart.js";
import { createFallbackStorage } from "../storage/fallback-storage.js";

// core-journey §3 "Cart" (kept per campaign in the session) and §9 session keys: the per-campaign cart
// and the payment-successful flag. Session storage throws in private modes and sandboxed frames, or
// may be absent: then both live in memory for this page, and nothing crashes.

export const cartKey = (campaignOid: string): string => `campaign-cart:${campaignOid}`;
export const paymentSuccessfulKey = (campaignOid: string): string =>
  `campaign-payment-successful:${campaignOid}`;

const PAID = "true";
const PaidFlagSchema = z.literal(PAID);

export interface CartStorage {
  /** The campaign's cart; an unreadable one is emptied (core-journey §8 "Cart unreadable"). */
  readCart(campaignOid: string): Cart | undefined;
  /**
   * Keeps the cart. A new cart starts a new purchase, so it also clears the payment-successful flag
   * (donate and pre-order may be bought again, core-journey §4).
   */
  writeCart(campaignOid: string, cart: Cart): void;
  removeCart(campaignOid: string): void;
  /** core-journey §4 payment page: set on success; the payment page then redirects to the index. */
  isPaymentSuccessful(campaignOid: string): boolean;
  markPaymentSuccessful(campaignOid: string): void;
  /** False when session storage cannot be used (the values then last for this page only). */
  isPersistent(): boolean;
}

/**
 * A cart store on Web Storage. `getStorage` is called on each access (never at import), so a storage
 * that appears, disappears or throws is handled every time.
 */
export function createCartStorage(
  getStorage: () => Storage | undefined = () => globalThis.sessionStorage,
): CartStorage {
  const { read, write, remove, isPersistent } = createFallbackStorage(getStorage);

  function parseCart(text: string): Cart | undefined {
    try {
      const parsed = CartSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    readCart(campaignOid) {
      const key = cartKey(campaignOid);
      const text = read(key);
      if (text === undefined) return undefined;
      const cart = parseCart(text);
      if (!cart) remove(key);
      return cart;
    },
    writeCart(campaignOid, cart) {
      write(cartKey(campaignOid), JSON.stringify(CartSchema.parse(cart)));
      remove(paymentSuccessfulKey(campaignOid));
    },
    removeCart(campaignOid) {
      remove(cartKey(campaignOid));
    },
    isPaymentSuccessful(campaignOid) {
      return PaidFlagSchema.safeParse(read(paymentSuccessfulKey(campaignOid))).success;
    },
    markPaymentSuccessful(campaignOid) {
      write(paymentSuccessfulKey(campaignOid), PAID);
    },
    isPersistent,
  };
}

/**
 * core-journey §4 "On success": the payment-successful flag is set and the cart removed (the screen
 * then shows PAYMENT_MESSAGES.successful and moves to the next step).
 */
export function recordPaymentSuccess(storage: CartStorage, campaignOid: string): void {
  storage.markPaymentSuccessful(campaignOid);
  storage.removeCart(campaignOid);
}

let shared: CartStorage | undefined;

/** One store on the page's sessionStorage for every element, so a memory fallback is shared too. */
export function sessionCartStorage(): CartStorage {
  shared ??= createCartStorage();
  return shared;
}
