import { describe, expect, it } from "vitest";
import { DEFAULT_CODE_WAIT_MINUTES } from "../api/schemas/verification.js";
import { codeWaitMinutes, typeCode } from "./code-entry.js";
import { initialResend } from "./resend.js";

describe("a 429 on a code", () => {
  const body = (retry_after?: number) => ({
    message: "Too many",
    statusCode: 429,
    ...(retry_after !== undefined && { retry_after }),
  });

  it("waits the minutes the server said", () => {
    expect(codeWaitMinutes(body(5))).toBe(5);
  });

  it("waits the default without them, or with none", () => {
    expect(codeWaitMinutes(body())).toBe(DEFAULT_CODE_WAIT_MINUTES);
    expect(codeWaitMinutes(body(0))).toBe(DEFAULT_CODE_WAIT_MINUTES);
  });
});

describe("typing a code", () => {
  it("keeps it and clears the invalid-code flag", () => {
    const context = {
      code: "AB",
      validationCodeError: true,
      verificationSuccessful: false,
      resend: initialResend("sms"),
    };
    expect(typeCode(context, { code: "ABC" })).toEqual({
      context: { code: "ABC", validationCodeError: false },
    });
  });
});
