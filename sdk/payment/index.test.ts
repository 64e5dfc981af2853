import { describe, expect, it, vi } from "vitest";

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe }));

describe("importing sdk/payment in Node", () => {
  it("touches no DOM and loads no Stripe.js", async () => {
    expect(typeof document).toBe("undefined");
    const payment = await import("./index.js");
    expect(payment.formatPrice(2500, payment.CURRENCIES.AUD)).toBe("AUD $25.00");
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("keeps the Stripe loader out of the module graph until a Stripe provider mounts", async () => {
    const source = await import("node:fs/promises").then((fs) =>
      fs.readFile(new URL("./stripe-provider.ts", import.meta.url), "utf8"),
    );
    expect(source).not.toMatch(/^import (?!type)[^;]*"@stripe\/stripe-js(\/pure)?"/m);
    expect(source).toContain('await import("@stripe/stripe-js/pure")');
  });
});
