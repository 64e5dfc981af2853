import { describe, expect, it } from "vitest";
import {
  DONATION_INPUT_MAX,
  DONATION_MAX,
  donationMinimum,
  toMinorUnits,
  validateDonationAmount,
} from "./donation-amount.js";

const eur = { code: "EUR", symbol_native: "€", decimal_digits: 2 };
const jpy = { code: "JPY", symbol_native: "￥", decimal_digits: 0, minimum: 50 };
const rule = { fieldName: "amount", currency: eur, minAmount: 500 };

describe("given a EUR donation with a campaign minimum of 500 cents", () => {
  it("accepts a decimal with up to 2 digits at or above 5.00", () => {
    expect(validateDonationAmount("5", rule)).toBeUndefined();
    expect(validateDonationAmount("5.5", rule)).toBeUndefined();
    expect(validateDonationAmount("12.34", rule)).toBeUndefined();
  });

  it("shows the minimum below it", () => {
    expect(validateDonationAmount("4.99", rule)).toEqual({
      code: "amountMin",
      values: { amount: "EUR €5.00" },
    });
    expect(validateDonationAmount("0", rule)?.code).toBe("amountMin");
  });

  it("shows the wrong format for more digits or other text", () => {
    expect(validateDonationAmount("5.123", rule)).toEqual({
      code: "wrongFormat",
      values: { fieldName: "amount" },
    });
    expect(validateDonationAmount("-5", rule)?.code).toBe("wrongFormat");
    expect(validateDonationAmount("five", rule)?.code).toBe("wrongFormat");
  });

  it("shows required when empty", () => {
    expect(validateDonationAmount(" ", rule)).toEqual({ code: "required", values: { fieldName: "amount" } });
  });

  it("caps the amount at 99999999", () => {
    expect(validateDonationAmount("99999999", rule)).toBeUndefined();
    expect(validateDonationAmount("100000000", rule)?.code).toBe("amountMax");
    expect(DONATION_MAX).toBe(99_999_999);
    expect(DONATION_INPUT_MAX).toBe(999_999);
  });
});

describe("given a currency with 0 decimal digits", () => {
  it("accepts integers only, above the currency minimum", () => {
    const yen = { fieldName: "amount", currency: jpy };
    expect(validateDonationAmount("500", yen)).toBeUndefined();
    expect(validateDonationAmount("500.5", yen)?.code).toBe("wrongFormat");
    expect(validateDonationAmount("49", yen)).toEqual({ code: "amountMin", values: { amount: "JPY ￥50" } });
  });
});

describe("the minimum", () => {
  it("is the larger of the currency minimum (default 1) and the campaign's", () => {
    expect(donationMinimum(eur)).toBe(1);
    expect(donationMinimum(eur, 50)).toBe(1);
    expect(donationMinimum(eur, 500)).toBe(5);
    expect(donationMinimum(jpy, 10)).toBe(50);
  });
});

describe("minor units", () => {
  it("follow the currency's decimal digits exactly", () => {
    expect(toMinorUnits("19.99", 2)).toBe(1999);
    expect(toMinorUnits("0.1", 2)).toBe(10);
    expect(toMinorUnits("12", 2)).toBe(1200);
    expect(toMinorUnits("500", 0)).toBe(500);
  });
});
