import { describe, expect, it } from "vitest";
import { formatDay } from "./dates.js";

describe("formatDay", () => {
  const date = new Date(2027, 0, 1, 12);
  it("follows 'dddd, MMM Do' in en-us", async () => {
    expect(await formatDay(date, "en-us")).toBe("Friday, Jan 1st");
  });
  it("puts the day before the month in French", async () => {
    expect(await formatDay(date, "fr")).toBe("vendredi 1 janvier");
  });
});
