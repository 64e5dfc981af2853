import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./retry-delay.js";

const settings = { baseMs: 5_000, maxMs: 3_600_000 };

describe("the retry delay", () => {
  it("doubles from the base, between half and all of each step", () => {
    expect(retryDelayMs(1, settings, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, settings, () => 1)).toBe(5_000);
    expect(retryDelayMs(2, settings, () => 0)).toBe(5_000);
    expect(retryDelayMs(3, settings, () => 1)).toBe(20_000);
  });

  it("never exceeds the cap, however many attempts failed", () => {
    expect(retryDelayMs(30, settings, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(1_000, settings, () => 0.5)).toBe(2_700_000);
  });

  it("spreads one outage's retries instead of sending them back together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, settings)));
    expect(delays.size).toBeGreaterThan(40);
  });
});
