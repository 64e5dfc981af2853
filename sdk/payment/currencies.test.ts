import { describe, expect, it } from "vitest";
import { CurrencySchema } from "../api/schemas/currency.js";
import { formatMoney } from "../validation/donation-amount.js";
import {
  CURRENCIES,
  currencyOf,
  findCurrency,
  formatAmount,
  formatPrice,
  fromMinor,
  roundMinor,
  toMinor,
} from "./currencies.js";

const { AUD, CHF, EUR, JPY, USD } = CURRENCIES;

describe("the currency table", () => {
  it("lists USD, AUD, GBP, NZD, EUR, JPY and CHF in the common currency format", () => {
    expect(Object.keys(CURRENCIES)).toEqual(["USD", "AUD", "GBP", "NZD", "EUR", "JPY", "CHF"]);
    for (const currency of Object.values(CURRENCIES))
      expect(CurrencySchema.parse(currency)).toEqual(currency);
  });

  it("gives JPY no decimals and CHF a 0.05 rounding", () => {
    expect(JPY.decimal_digits).toBe(0);
    expect(CHF.rounding).toBe(0.05);
    expect(EUR.decimal_digits).toBe(2);
  });

  it("finds a code in any case, and not an unknown one", () => {
    expect(findCurrency("aud")).toBe(AUD);
    expect(findCurrency("XYZ")).toBeUndefined();
    expect(findCurrency("toString")).toBeUndefined();
  });

  it("still displays a currency the table does not list, with 2 digits", () => {
    expect(currencyOf("sek")).toMatchObject({ code: "SEK", symbol_native: "SEK", decimal_digits: 2 });
    expect(formatPrice(1050, currencyOf("SEK"))).toBe("SEK SEK10.50");
  });
});

describe("formatting a price (core-journey §9)", () => {
  it("shows code, native symbol and the amount divided by 10^digits", () => {
    expect(formatPrice(2500, AUD)).toBe("AUD $25.00");
    expect(formatPrice(1999, USD)).toBe("USD $19.99");
    expect(formatPrice(500, EUR)).toBe("EUR €5.00");
    expect(formatPrice(1235, CHF)).toBe("CHF CHF12.35");
  });

  it("shows yen without decimals", () => {
    expect(formatPrice(1200, JPY)).toBe("JPY ￥1200");
  });

  it("groups and punctuates the amount as the fan's language writes numbers, keeping code and symbol", () => {
    expect(formatPrice(123_450, EUR, "en-us")).toBe("EUR €1,234.50");
    expect(formatPrice(123_450, EUR, "de")).toBe("EUR €1.234,50");
    expect(formatPrice(123_450, EUR, "fr")).toBe("EUR €1\u202f234,50");
    expect(formatPrice(1_200_000, JPY, "en-us")).toBe("JPY ￥1,200,000");
    expect(formatPrice(9_999_999_999, EUR, "nl")).toBe("EUR €99.999.999,99");
    expect(formatMoney(99_999_999, EUR, "en-us")).toBe("EUR €99,999,999.00");
  });

  it("pads small amounts and keeps large ones exact", () => {
    expect(formatPrice(5, USD)).toBe("USD $0.05");
    expect(formatPrice(0, USD)).toBe("USD $0.00");
    expect(formatAmount(9_999_999_999, EUR)).toBe("99999999.99");
  });

  it("refuses a fraction of a minor unit", () => {
    expect(() => formatAmount(12.5, USD)).toThrow(/whole number of minor units/);
  });
});

describe("converting between major and minor units", () => {
  it("converts exactly, without floating-point drift", () => {
    expect(toMinor(19.99, USD)).toBe(1999);
    expect(toMinor(0.29, USD)).toBe(29);
    expect(toMinor(1.15, EUR)).toBe(115);
    expect(toMinor("12.5", EUR)).toBe(1250);
    expect(toMinor("12", EUR)).toBe(1200);
    expect(toMinor(1200, JPY)).toBe(1200);
    expect(toMinor(99_999_999, EUR)).toBe(9_999_999_900);
  });

  it("rounds digits beyond the currency's half up", () => {
    expect(toMinor(1.005, EUR)).toBe(101);
    expect(toMinor("1.004", EUR)).toBe(100);
    expect(toMinor("1200.5", JPY)).toBe(1201);
  });

  it("reads numbers written with an exponent", () => {
    expect(toMinor(1e21, JPY)).toBe(1e21);
    expect(toMinor(5e-7, USD)).toBe(0);
  });

  it("refuses what is not an amount", () => {
    expect(() => toMinor("12,50", EUR)).toThrow(/not a decimal amount/);
    expect(() => toMinor(-1, EUR)).toThrow(/not an amount/);
    expect(() => toMinor(Number.NaN, EUR)).toThrow(/not an amount/);
  });

  it("converts back to major units", () => {
    expect(fromMinor(1999, USD)).toBe(19.99);
    expect(fromMinor(1200, JPY)).toBe(1200);
    expect(fromMinor(toMinor(0.1 + 0.2, USD), USD)).toBe(0.3);
  });
});

describe("rounding CHF to 0.05", () => {
  it("rounds to the nearest 5 centimes, half up", () => {
    expect(roundMinor(1233, CHF)).toBe(1235);
    expect(roundMinor(1232, CHF)).toBe(1230);
    expect(roundMinor(1237, CHF)).toBe(1235);
    expect(roundMinor(1238, CHF)).toBe(1240);
    expect(roundMinor(1235, CHF)).toBe(1235);
  });

  it("leaves currencies without a rounding alone", () => {
    expect(roundMinor(1233, EUR)).toBe(1233);
    expect(roundMinor(1233, JPY)).toBe(1233);
  });
});
