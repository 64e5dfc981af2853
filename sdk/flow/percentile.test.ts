import { describe, expect, it } from "vitest";
import { percentileHeading, standingPercent } from "./percentile.js";

describe("percentileHeading", () => {
  it.each([
    [99, { kind: "top", percent: 5 }, true],
    [95, { kind: "top", percent: 5 }, true],
    [94, { kind: "top", percent: 10 }, true],
    [80, { kind: "top", percent: 20 }, true],
    [61, { kind: "top", percent: 40 }, true],
    [50, { kind: "top", percent: 50 }, true],
    [49, { kind: "bottom", percent: 50 }, false],
    [0, { kind: "bottom", percent: 50 }, false],
  ])("inverted percentile %d is %o, exclamation %s", (inverted, bucket, exclaim) => {
    expect(percentileHeading({ invertedPercentilePlace: inverted })).toEqual({ bucket, exclaim });
  });

  it("has no heading without a percentile", () => {
    expect(percentileHeading({})).toBeUndefined();
  });
});

describe("standingPercent", () => {
  it("is the inverted percentile, rounded and kept within 0..100", () => {
    expect(standingPercent({ invertedPercentilePlace: 87.4 })).toBe(87);
    expect(standingPercent({ invertedPercentilePlace: 100 })).toBe(100);
    expect(standingPercent({ invertedPercentilePlace: 0 })).toBe(0);
    expect(standingPercent({ invertedPercentilePlace: 120 })).toBe(100);
  });

  it("is undefined without a percentile", () => {
    expect(standingPercent({})).toBeUndefined();
  });
});
