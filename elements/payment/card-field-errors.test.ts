// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { showFieldError, withFieldError } from "./card-field-errors.js";

describe("withFieldError", () => {
  it("sets, replaces and clears one field's message, keeping the others", () => {
    const one = withFieldError({}, "cardNumber", "Incomplete number");
    expect(one).toEqual({ cardNumber: "Incomplete number" });
    const two = withFieldError(one, "cardCvc", "Incomplete CVC");
    expect(two).toEqual({ cardNumber: "Incomplete number", cardCvc: "Incomplete CVC" });
    expect(withFieldError(two, "cardNumber", "Invalid number")).toEqual({
      cardNumber: "Invalid number",
      cardCvc: "Incomplete CVC",
    });
    expect(withFieldError(two, "cardNumber", undefined)).toEqual({ cardCvc: "Incomplete CVC" });
  });
});

describe("showFieldError", () => {
  const fieldRow = () => {
    document.body.innerHTML =
      '<div class="campaign-card-field" data-field="cardNumber"><input></div><div id="next"></div>';
    const row = document.querySelector<HTMLElement>(".campaign-card-field");
    if (!row) throw new Error("no row");
    return row;
  };

  it("marks the field invalid with its message in an alert note right after it", () => {
    const row = fieldRow();
    showFieldError(row, "Incomplete number", "card-number-error");
    const note = row.nextElementSibling;
    expect(note?.id).toBe("card-number-error");
    expect(note?.className).toBe("campaign-card-error");
    expect(note?.getAttribute("role")).toBe("alert");
    expect(note?.textContent).toBe("Incomplete number");
    expect(row.dataset.invalid).toBe("true");
    const input = row.querySelector("input");
    expect(input?.getAttribute("aria-invalid")).toBe("true");
    expect(input?.getAttribute("aria-describedby")).toBe("card-number-error");
  });

  it("updates the same note, then removes it and the marks once the field is valid", () => {
    const row = fieldRow();
    showFieldError(row, "Incomplete number", "card-number-error");
    showFieldError(row, "Invalid number", "card-number-error");
    expect(document.querySelectorAll(".campaign-card-error")).toHaveLength(1);
    expect(row.nextElementSibling?.textContent).toBe("Invalid number");
    showFieldError(row, undefined, "card-number-error");
    expect(document.querySelectorAll(".campaign-card-error")).toHaveLength(0);
    expect(row.nextElementSibling?.id).toBe("next");
    expect(row.dataset.invalid).toBeUndefined();
    const input = row.querySelector("input");
    expect(input?.hasAttribute("aria-invalid")).toBe(false);
    expect(input?.hasAttribute("aria-describedby")).toBe(false);
  });
});
