import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollUpDetector, watchScrollUp } from "./scroll-up.js";

describe("ScrollUpDetector", () => {
  it("triggers once the position is 75 px above the furthest point of the last second", () => {
    const detector = new ScrollUpDetector();
    expect(detector.sample(0, 400)).toBe(false);
    expect(detector.sample(50, 350)).toBe(false);
    expect(detector.sample(100, 326)).toBe(false);
    expect(detector.sample(150, 325)).toBe(true);
  });

  it("a slow scroll up spread over more than a second does not trigger", () => {
    const detector = new ScrollUpDetector();
    for (let at = 0, y = 1000; at <= 3000; at += 50, y -= 3) expect(detector.sample(at, y)).toBe(false);
  });

  it("scrolling down never triggers, and one scroll up triggers once", () => {
    const detector = new ScrollUpDetector();
    expect([0, 100, 300, 900].map((y, i) => detector.sample(i * 50, y))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(detector.sample(250, 800)).toBe(true);
    expect(detector.sample(300, 790)).toBe(false);
  });
});

describe("watchScrollUp", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("checks every 50 ms and stops when asked", () => {
    const source = { scrollY: 500 };
    const onScrollUp = vi.fn();
    const stop = watchScrollUp(source, onScrollUp, () => Date.now());
    source.scrollY = 400;
    vi.advanceTimersByTime(49);
    expect(onScrollUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onScrollUp).toHaveBeenCalledTimes(1);
    stop();
    source.scrollY = 0;
    vi.advanceTimersByTime(1000);
    expect(onScrollUp).toHaveBeenCalledTimes(1);
  });
});
