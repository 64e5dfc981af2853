import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { regexes } from "zod/v4/core";
import { EMAIL_FORMAT, hasPlusTag, isEmailFormat, validateEmail, validateMagicLinkEmail } from "./email.js";

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

describe("the email format the first view checks without a schema", () => {
  it("is zod's own pattern, as z.email() uses it", () => {
    expect(EMAIL_FORMAT.source).toBe(regexes.email.source);
    expect(EMAIL_FORMAT.flags).toBe(regexes.email.flags);
  });

  it("is z.email()'s: the two agree on every address of a corpus", () => {
    const schema = z.email();
    const corpus = [
      "ada@example.com",
      "a.b-c_d'e@sub.example.co.uk",
      "ada@localhost",
      "ada@@example.com",
      ".ada@example.com",
      "ada.@example.com",
      "ada..lovelace@example.com",
      "ada@example.c",
      "ada@-example.com",
      "ada@exa_mple.com",
      "ada lovelace@example.com",
      "ada@example.com ",
      "adä@example.com",
      "ada@xn--bcher-kva.example",
      '"ada"@example.com',
      "ada+news@example.com",
      "",
      "@",
      "ada@192.168.0.1",
    ];
    for (const address of corpus)
      expect(isEmailFormat(address), address).toBe(schema.safeParse(address).success);
  });
});
