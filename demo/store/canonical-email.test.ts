import { describe, expect, it } from "vitest";
import { canonicalEmail } from "./canonical-email.js";

describe("the canonical form of an email address", () => {
  it.each([
    ["a.b+x@googlemail.com", "ab@gmail.com"],
    ["A.B@GMail.com", "ab@gmail.com"],
    ["ab@gmail.com", "ab@gmail.com"],
    [" a.b.c+one+two@gmail.com ", "abc@gmail.com"],
    ["ann+promo@example.com", "ann@example.com"],
    ["Ann.Lee@Example.COM", "ann.lee@example.com"],
  ])("%s is %s", (address, canonical) => {
    expect(canonicalEmail(address)).toBe(canonical);
  });

  it("keeps the dots of other providers, and a local part that is only a tag", () => {
    expect(canonicalEmail("a.b@outlook.com")).not.toBe(canonicalEmail("ab@outlook.com"));
    expect(canonicalEmail("+x@example.com")).toBe("+x@example.com");
  });

  it("is its own canonical form", () => {
    for (const address of ["a.b+x@googlemail.com", "ann+promo@example.com", "x@y"]) {
      expect(canonicalEmail(canonicalEmail(address))).toBe(canonicalEmail(address));
    }
  });
});
