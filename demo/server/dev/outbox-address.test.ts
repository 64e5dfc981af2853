import { describe, expect, it } from "vitest";
import { outboxAddress } from "./outbox-address.js";

// A query string decodes a literal `+` as a space: `?to=+61412345678` arrives as " 61412345678".

describe("the outbox's address from a decoded query", () => {
  it("reads a space then digits as that E.164 number", () => {
    expect(outboxAddress(" 61412345678")).toBe("+61412345678");
    expect(outboxAddress(" 61412345678  ")).toBe("+61412345678");
    expect(outboxAddress(" 14155550123")).toBe("+14155550123");
  });

  it("keeps a number whose + arrived encoded, and trims padding around it", () => {
    expect(outboxAddress("+61412345678")).toBe("+61412345678");
    expect(outboxAddress("  +61412345678 ")).toBe("+61412345678");
  });

  it("reads no number in what E.164 cannot be: a leading 0, more than 15 digits, two spaces", () => {
    expect(outboxAddress(" 0412345678")).toBe("0412345678");
    expect(outboxAddress(` 1${"2".repeat(15)}`)).toBe(`1${"2".repeat(15)}`);
    expect(outboxAddress("  61412345678")).toBe("61412345678");
    expect(outboxAddress(" 61 412")).toBe("61 412");
  });

  it("reads a space inside an email address as a +", () => {
    expect(outboxAddress("a b@x.com")).toBe("a+b@x.com");
    expect(outboxAddress("fan tag one@example.com")).toBe("fan+tag+one@example.com");
    expect(outboxAddress("a+b@x.com")).toBe("a+b@x.com");
  });

  it("trims spaces around an email address (the page's field sends typed padding as +)", () => {
    expect(outboxAddress(" fan@example.com ")).toBe("fan@example.com");
    expect(outboxAddress("  a b@x.com ")).toBe("a+b@x.com");
  });
});
