import { describe, expect, it } from "vitest";
import type { Cart } from "../api/schemas/cart.js";
import {
  cartKey,
  createCartStorage,
  paymentSuccessfulKey,
  recordPaymentSuccess,
  sessionCartStorage,
} from "./cart-storage.js";

/** A Web Storage stand-in; `failing` makes every call throw, as in private mode or sandboxed frames. */
function memoryStorage(): Storage & { failing: boolean; full: boolean; data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = () => {
    if (store.failing) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  const store = {
    failing: false,
    full: false,
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem(key: string) {
      guard();
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      guard();
      if (store.full) throw new DOMException("Quota exceeded", "QuotaExceededError");
      data.set(key, value);
    },
    removeItem(key: string) {
      guard();
      data.delete(key);
    },
  };
  return store;
}

const preorder: Cart = {
  currency: "USD",
  totalAmount: 5497,
  products: [
    { key: "aurora-lp", quantity: 1, name: "Aurora LP", unitPrice: 3499 },
    { key: "signed-poster", quantity: 1, name: "Signed poster", unitPrice: 1998 },
  ],
};
const donation: Cart = { currency: "EUR", totalAmount: 1250 };

describe("given session storage", () => {
  it("keeps a cart per campaign and reads it back", () => {
    const storage = memoryStorage();
    const carts = createCartStorage(() => storage);
    carts.writeCart("cmp_a", preorder);
    carts.writeCart("cmp_b", donation);
    expect(carts.readCart("cmp_a")).toEqual(preorder);
    expect(carts.readCart("cmp_b")).toEqual(donation);
    expect(JSON.parse(storage.data.get(cartKey("cmp_b")) ?? "")).toEqual(donation);
    expect(carts.isPersistent()).toBe(true);
  });

  it("has no cart for a campaign never filled, and none once removed", () => {
    const carts = createCartStorage(() => memoryStorage());
    expect(carts.readCart("cmp_a")).toBeUndefined();
    carts.writeCart("cmp_a", donation);
    carts.removeCart("cmp_a");
    expect(carts.readCart("cmp_a")).toBeUndefined();
  });

  it("refuses to write a cart that breaks the schema", () => {
    const carts = createCartStorage(() => memoryStorage());
    expect(() => carts.writeCart("cmp_a", { currency: "eur", totalAmount: -1 })).toThrow();
  });
});

describe("when the stored cart is unreadable (core-journey §8)", () => {
  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", JSON.stringify({ currency: "EUR", totalAmount: "12.50" })],
    ["a negative total", JSON.stringify({ currency: "EUR", totalAmount: -5 })],
    [
      "a fractional quantity",
      JSON.stringify({ ...preorder, products: [{ ...preorder.products![0], quantity: 0.5 }] }),
    ],
  ])("empties a cart that is %s", (_, text) => {
    const storage = memoryStorage();
    storage.data.set(cartKey("cmp_a"), text);
    const carts = createCartStorage(() => storage);
    expect(carts.readCart("cmp_a")).toBeUndefined();
    expect(storage.data.has(cartKey("cmp_a"))).toBe(false);
  });
});

describe("the payment-successful flag", () => {
  it("is set per campaign on success, with the cart removed", () => {
    const storage = memoryStorage();
    const carts = createCartStorage(() => storage);
    carts.writeCart("cmp_a", donation);
    recordPaymentSuccess(carts, "cmp_a");
    expect(carts.isPaymentSuccessful("cmp_a")).toBe(true);
    expect(carts.isPaymentSuccessful("cmp_b")).toBe(false);
    expect(carts.readCart("cmp_a")).toBeUndefined();
    expect(storage.data.get(paymentSuccessfulKey("cmp_a"))).toBe("true");
  });

  it("ignores a flag holding anything else", () => {
    const storage = memoryStorage();
    storage.data.set(paymentSuccessfulKey("cmp_a"), "yes");
    expect(createCartStorage(() => storage).isPaymentSuccessful("cmp_a")).toBe(false);
  });

  it("is cleared by a new cart, so a donation can be made again", () => {
    const carts = createCartStorage(() => memoryStorage());
    recordPaymentSuccess(carts, "cmp_a");
    carts.writeCart("cmp_a", donation);
    expect(carts.isPaymentSuccessful("cmp_a")).toBe(false);
  });
});

describe("when session storage is unavailable", () => {
  it("keeps the cart and the flag in memory when storage throws on access", () => {
    const carts = createCartStorage(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(carts.readCart("cmp_a")).toBeUndefined();
    carts.writeCart("cmp_a", preorder);
    recordPaymentSuccess(carts, "cmp_b");
    expect(carts.readCart("cmp_a")).toEqual(preorder);
    expect(carts.isPaymentSuccessful("cmp_b")).toBe(true);
    expect(carts.isPersistent()).toBe(false);
    carts.removeCart("cmp_a");
    expect(carts.readCart("cmp_a")).toBeUndefined();
  });

  it("keeps them in memory when there is no storage at all", () => {
    const carts = createCartStorage(() => undefined);
    carts.writeCart("cmp_a", donation);
    expect(carts.readCart("cmp_a")).toEqual(donation);
    expect(carts.isPersistent()).toBe(false);
  });

  it("keeps them in memory when every storage call throws", () => {
    const storage = memoryStorage();
    storage.failing = true;
    const carts = createCartStorage(() => storage);
    carts.writeCart("cmp_a", donation);
    expect(carts.readCart("cmp_a")).toEqual(donation);
    expect(carts.isPersistent()).toBe(false);
  });

  it("falls back to memory when storage is full, and back to storage once it has room", () => {
    const storage = memoryStorage();
    const carts = createCartStorage(() => storage);
    storage.full = true;
    carts.writeCart("cmp_a", donation);
    expect(carts.readCart("cmp_a")).toEqual(donation);
    storage.full = false;
    carts.writeCart("cmp_a", preorder);
    expect(carts.readCart("cmp_a")).toEqual(preorder);
    expect(storage.data.has(cartKey("cmp_a"))).toBe(true);
  });

  it("shares one store per page, and does not crash in Node where there is no sessionStorage", () => {
    expect(sessionCartStorage()).toBe(sessionCartStorage());
    sessionCartStorage().writeCart("cmp_node", donation);
    expect(sessionCartStorage().readCart("cmp_node")).toEqual(donation);
  });
});
