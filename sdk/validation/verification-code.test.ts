import { describe, expect, it } from "vitest";
import { canSendEmailCode, emailCodeToSend, validateTextCode } from "./verification-code.js";

describe("given a text-message code", () => {
  it("shows 'Invalid verification code' when empty or not 5 characters", () => {
    expect(validateTextCode("")).toEqual({ code: "invalidCode" });
    expect(validateTextCode(undefined)).toEqual({ code: "invalidCode" });
    expect(validateTextCode("1234")).toEqual({ code: "invalidCode" });
    expect(validateTextCode("123456")).toEqual({ code: "invalidCode" });
  });
  it("accepts 5 characters", () => {
    expect(validateTextCode("A1B2C")).toBeUndefined();
  });
});

describe("given an email code", () => {
  it("enables sending at exactly 6 characters", () => {
    expect(canSendEmailCode("abc12")).toBe(false);
    expect(canSendEmailCode("abc123")).toBe(true);
    expect(canSendEmailCode("abc1234")).toBe(false);
  });
  it("is sent upper-cased", () => {
    expect(emailCodeToSend(" abc12z ")).toBe("ABC12Z");
  });
});
