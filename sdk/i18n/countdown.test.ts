import { describe, expect, it } from "vitest";
import { countdownText } from "./countdown.js";

describe("a countdown", () => {
  it("reads as m:ss", () => {
    expect(countdownText(297)).toBe("4:57");
    expect(countdownText(120)).toBe("2:00");
    expect(countdownText(9)).toBe("0:09");
    expect(countdownText(0)).toBe("0:00");
  });

  it("rounds a part second up and never goes below zero", () => {
    expect(countdownText(59.2)).toBe("1:00");
    expect(countdownText(-3)).toBe("0:00");
  });
});
