import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-email.js";

describe("disposable email domains", () => {
  it.each(["fan@mailinator.com", "Fan@YOPMAIL.com", "fan@mx.mailinator.com", " fan@guerrillamail.com "])(
    "flags %s",
    (address) => {
      expect(isDisposableEmail(address)).toBe(true);
    },
  );

  it.each(["fan@gmail.com", "fan@example.com", "fan@com", "fan@mailinator.com.example.org"])(
    "does not flag %s",
    (address) => {
      expect(isDisposableEmail(address)).toBe(false);
    },
  );
});
