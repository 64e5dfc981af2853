import { describe, expect, it } from "vitest";
import { hasPlusTag, validateEmail, validateMagicLinkEmail } from "./email.js";

const rule = { fieldName: "Email Address" };

describe("given the registration email field", () => {
  it("shows required when it is empty", () => {
    expect(validateEmail("", rule)).toEqual({ code: "required", values: { fieldName: "Email Address" } });
  });

  it("shows the wrong-format message for a malformed address", () => {
    expect(validateEmail("ada@", rule)?.code).toBe("wrongFormat");
    expect(validateEmail("ada.example.com", rule)?.code).toBe("wrongFormat");
  });

  it("rejects a plus-tag before the at sign", () => {
    expect(validateEmail("ada+news@example.com", rule)).toEqual({
      code: "invalid",
      values: { fieldName: "Email Address" },
    });
  });

  it("accepts a plain address, ignoring surrounding spaces", () => {
    expect(validateEmail(" ada@example.com ", rule)).toBeUndefined();
  });
});

describe("the plus-tag rule", () => {
  it("needs non-space characters between the plus and the at sign", () => {
    expect(hasPlusTag("ada+x@example.com")).toBe(true);
    expect(hasPlusTag("ada+@example.com")).toBe(false);
    expect(hasPlusTag("ada@example+x.com")).toBe(false);
  });
});

describe("given the magic-link email field", () => {
  it("requires a valid address but allows a plus-tag", () => {
    expect(validateMagicLinkEmail("", "Email")?.code).toBe("required");
    expect(validateMagicLinkEmail("nope", "Email")?.code).toBe("wrongFormat");
    expect(validateMagicLinkEmail("ada+x@example.com", "Email")).toBeUndefined();
  });
});
