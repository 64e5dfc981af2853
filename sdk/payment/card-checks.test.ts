import { describe, expect, it } from "vitest";
import { checkCardNumber, checkCvc, checkExpiry, passesLuhn } from "./card-checks.js";
import { declineReason } from "./messages.js";

// issue 20: the test gateway checks a card as Stripe's Elements do (its fields and its server share these).

const now = new Date("2026-11-27T12:00:00Z");

describe("a card number", () => {
  it("is whole at its brand's length and must pass the Luhn check", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(checkCardNumber("4242 4242 4242 4242")).toBeUndefined();
    expect(checkCardNumber("4000 0000 0000 0002")).toBeUndefined();
    expect(checkCardNumber("4242 4242 4242 4241")).toBe("invalid_number");
    expect(checkCardNumber("4242 4242")).toBe("incomplete_number");
    expect(checkCardNumber("")).toBe("incomplete_number");
    expect(checkCardNumber("4242 abcd")).toBe("invalid_number");
    expect(checkCardNumber("3782 822463 10005")).toBeUndefined(); // American Express, 15 digits
  });
});

describe("an expiry", () => {
  it("is this month or later", () => {
    expect(checkExpiry("11/26", now)).toBeUndefined();
    expect(checkExpiry("10/26", now)).toBe("invalid_expiry_year_past");
    expect(checkExpiry("12 / 2030", now)).toBeUndefined();
    expect(checkExpiry("13/30", now)).toBe("incomplete_expiry");
    expect(checkExpiry("1", now)).toBe("incomplete_expiry");
  });
});

describe("a CVC", () => {
  it("is any 3 or 4 digits, whatever the card (CONTRACT.md: any CVC)", () => {
    for (const cvc of ["123", "1234", "000", " 999 "]) expect(checkCvc(cvc), cvc).toBeUndefined();
  });

  it("is not whole empty, short, long or with anything but digits", () => {
    for (const cvc of ["", "  ", "12", "12345", "12a", "1 23", "-123"]) {
      expect(checkCvc(cvc), cvc).toBe("incomplete_cvc");
    }
  });
});

describe("a declined card's reason", () => {
  it("is the catalogue's text for a known decline code, else the gateway's own", () => {
    expect(declineReason({ code: "card_declined", declineCode: "insufficient_funds" })).toEqual({
      key: "payment.insufficientFunds",
    });
    expect(
      declineReason({
        code: "card_declined",
        declineCode: "do_not_honor",
        message: "Your card was declined.",
      }),
    ).toEqual({ text: "Your card was declined." });
    expect(declineReason({ code: "processing_error" })).toBeUndefined();
  });
});
