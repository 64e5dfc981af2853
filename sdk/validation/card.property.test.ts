// Property-based checks (issue 9): the name on the card takes any input without throwing, is valid
// exactly when it has a visible character, and a provider's message loses only its trailing full stop.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardErrorText, validateNameOnCard } from "./card.js";

const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u2003", "a", "."), maxLength: 10 }),
);

describe("the name on the card", () => {
  it("any value answers nothing or 'required' naming the field, never throws", () => {
    fc.assert(
      fc.property(fc.option(anyText, { nil: undefined }), fc.string({ maxLength: 20 }), (value, name) => {
        const answer = validateNameOnCard(value, name);
        expect(
          answer === undefined || (answer.code === "required" && answer.values?.fieldName === name),
        ).toBe(true);
        expect(answer === undefined).toBe(value !== undefined && value.trim() !== "");
      }),
    );
  });

  it("a name with a visible character is valid, however it is padded", () => {
    const padding = fc.string({ unit: fc.constantFrom(" ", "\t", "\u00a0"), maxLength: 4 });
    const name = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== "");
    fc.assert(
      fc.property(padding, name, padding, (before, text, after) => {
        expect(validateNameOnCard(`${before}${text}${after}`, "Name on card")).toBeUndefined();
      }),
    );
  });
});

describe("a card provider's message", () => {
  it("any text is answered, trimmed, without throwing", () => {
    fc.assert(
      fc.property(anyText, (message) => {
        const shown = cardErrorText(message);
        expect(shown).toBe(shown.trimStart());
        expect(shown.length).toBeLessThanOrEqual(message.length);
      }),
    );
  });

  it("loses exactly one trailing full stop and keeps everything else", () => {
    const sentence = fc
      .string({ minLength: 1, maxLength: 40 })
      .map((text) => text.trim())
      .filter((text) => text !== "" && !text.endsWith("."));
    fc.assert(
      fc.property(sentence, (text) => {
        expect(cardErrorText(text)).toBe(text);
        expect(cardErrorText(`${text}.`)).toBe(text);
        expect(cardErrorText(` ${text}. `)).toBe(text);
      }),
    );
  });
});
