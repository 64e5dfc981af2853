// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cardFieldsMarkup } from "./card-fields-dom.js";

const labels = { cardNumber: "Card number", cardExpiry: "Expiry", cardCvc: "CVC" };

describe("the card fields markup", () => {
  it("is one labelled row per field, in order, with the classes the payment element styles", () => {
    const { root, inputs } = cardFieldsMarkup(document, labels, { row: "div", input: "div" });
    expect(root.className).toBe("campaign-card-fields");
    const rows = [...root.children];
    expect(rows.map((row) => row.getAttribute("data-field"))).toEqual([
      "cardNumber",
      "cardExpiry",
      "cardCvc",
    ]);
    for (const row of rows) {
      expect(row.tagName).toBe("DIV");
      expect(row.className).toBe("campaign-card-field");
      expect(row.children[0]?.className).toBe("campaign-card-label");
      expect(row.children[1]?.className).toBe("campaign-card-input");
    }
    expect(rows.map((row) => row.children[0]?.textContent)).toEqual(["Card number", "Expiry", "CVC"]);
    expect(inputs.cardExpiry).toBe(rows[1]?.children[1]);
  });

  it("puts real inputs inside their labels, set up by the provider", () => {
    const { root, inputs } = cardFieldsMarkup(document, labels, {
      row: "label",
      input: "input",
      setUp: (input, field) => {
        input.name = field;
      },
    });
    expect([...root.children].map((row) => row.tagName)).toEqual(["LABEL", "LABEL", "LABEL"]);
    expect(inputs.cardCvc.name).toBe("cardCvc");
    expect(inputs.cardCvc.className).toBe("campaign-card-input");
    expect(inputs.cardNumber.closest("label")?.textContent).toBe("Card number");
  });
});
