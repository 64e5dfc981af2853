import { describe, expect, it } from "vitest";
import { cardErrorText, validateNameOnCard } from "./card.js";

describe("given the name on card field", () => {
  it("is required", () => {
    expect(validateNameOnCard("", "name on card")).toEqual({
      code: "required",
      values: { fieldName: "name on card" },
    });
    expect(validateNameOnCard("Ada Lovelace", "name on card")).toBeUndefined();
  });
});

describe("given a card field error from the provider", () => {
  it("shows it without the trailing full stop", () => {
    expect(cardErrorText("Your card number is incomplete.")).toBe("Your card number is incomplete");
    expect(cardErrorText("Your card's expiry year is in the past")).toBe(
      "Your card's expiry year is in the past",
    );
    expect(cardErrorText("Fecha no válida. ")).toBe("Fecha no válida");
  });
});
