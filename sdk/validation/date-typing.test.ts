import { describe, expect, it } from "vitest";
import { typeDate } from "./date-typing.js";

/** Types `keys` one by one into an empty field, as a phone keypad does. */
const typeKeys = (keys: string): string => [...keys].reduce((field, key) => typeDate(field + key, field), "");

describe("given a fan typing a date of birth digit by digit", () => {
  it("puts the slashes in after the day and the month", () => {
    expect(typeKeys("0")).toBe("0");
    expect(typeKeys("01")).toBe("01/");
    expect(typeKeys("0101")).toBe("01/01/");
    expect(typeKeys("01011990")).toBe("01/01/1990");
  });

  it("takes a slash typed by the fan as the one already there", () => {
    expect(typeKeys("01/01/1990")).toBe("01/01/1990");
  });
});

describe("given a fan deleting", () => {
  it("lets the slash go without putting it back", () => {
    expect(typeDate("01", "01/")).toBe("01");
    expect(typeDate("01/0", "01/01")).toBe("01/0");
  });
});

describe("given a pasted or filled value", () => {
  it("formats eight digits as dd/MM/yyyy", () => {
    expect(typeDate("23071994", "")).toBe("23/07/1994");
  });

  it("leaves any other shape to the strict rule ('Invalid date format')", () => {
    expect(typeDate("1/1/1990", "")).toBe("1/1/1990");
    expect(typeDate("01-01-1990", "")).toBe("01-01-1990");
    expect(typeDate("01/01/1990", "")).toBe("01/01/1990");
    expect(typeDate("abc", "")).toBe("abc");
  });

  it("drops leading spaces (core-journey §5 text input)", () => {
    expect(typeDate("  01/01/1990", "")).toBe("01/01/1990");
  });
});
