import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { applyTextInput, charactersLeft, submitTextInput } from "./text-input.js";

describe("given a fan typing in a text input", () => {
  it("strips leading spaces", () => {
    expect(applyTextInput("   Ada")).toBe("Ada");
  });

  it("turns two trailing spaces into a period", () => {
    expect(applyTextInput("See you there ")).toBe("See you there ");
    expect(applyTextInput("See you there  ")).toBe("See you there.");
  });

  it("cuts the text at the max length", () => {
    expect(applyTextInput("abcdef", 4)).toBe("abcd");
  });
});

describe("when the fan presses Enter", () => {
  it("emits the trimmed value", () => {
    expect(submitTextInput("  Ada  ")).toBe("Ada");
  });
});

describe("given a max length", () => {
  it("shows 'N characters left'", async () => {
    const left = charactersLeft("abc", 10);
    expect(left).toEqual({ key: "validation.charactersLeft", values: { count: 7 } });
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    expect(i18n.t(left!.key, left!.values)).toBe("7 characters left");
  });

  it("shows nothing without one", () => {
    expect(charactersLeft("abc")).toBeUndefined();
  });
});
