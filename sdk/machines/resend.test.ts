import { describe, expect, it } from "vitest";
import { transition } from "./machine.js";
import { initialResend, resendFlags, resendMachine } from "./resend.js";
import { errorAnswer, failedAnswer, successAnswer } from "./test-answers.js";

describe("given no resend yet", () => {
  const idle = initialResend("sms");
  it("has neither flag", () => {
    expect(resendFlags(idle)).toEqual({ hasResendError: false, resentVerificationSuccessfully: false });
  });

  it("sends on RESEND", () => {
    const next = transition(resendMachine, idle, { type: "RESEND" });
    expect(next.state).toBe("sending");
    expect(next.effects).toEqual([{ type: "resendVerification", verificationType: "sms" }]);
  });
});

describe("when a resend is on its way", () => {
  const sending = { state: "sending" as const, context: { channel: "sms" as const } };
  it("ignores another RESEND", () => {
    expect(transition(resendMachine, sending, { type: "RESEND" }).changed).toBe(false);
  });

  it("sets resentVerificationSuccessfully on success", () => {
    const next = transition(resendMachine, sending, { type: "RESEND_ANSWERED", answer: successAnswer() });
    expect(next.state).toBe("sent");
    expect(resendFlags(next)).toEqual({ hasResendError: false, resentVerificationSuccessfully: true });
  });

  it("sets hasResendError with the maximum-texts message on 429", () => {
    const next = transition(resendMachine, sending, { type: "RESEND_ANSWERED", answer: errorAnswer(429) });
    expect(next.state).toBe("failed");
    expect(next.context.error).toEqual({ key: "verification.maxTextsResent" });
    expect(resendFlags(next)).toEqual({ hasResendError: true, resentVerificationSuccessfully: false });
  });

  it("shows the text resend failure for other errors", () => {
    const next = transition(resendMachine, sending, { type: "RESEND_ANSWERED", answer: failedAnswer(500) });
    expect(next.context.error).toEqual({ key: "verification.textResendFailed" });
  });

  it("shows the email resend failure for an email", () => {
    const email = { state: "sending" as const, context: { channel: "email" as const } };
    expect(
      transition(resendMachine, email, { type: "RESEND_ANSWERED", answer: failedAnswer(500) }).context.error,
    ).toEqual({
      key: "verification.emailResendFailed",
    });
  });
});

describe("when the fan resends again after an answer", () => {
  it("clears the flags first", () => {
    const failed = {
      state: "failed" as const,
      context: { channel: "sms" as const, error: { key: "verification.maxTextsResent" as const } },
    };
    const next = transition(resendMachine, failed, { type: "RESEND" });
    expect(resendFlags(next)).toEqual({ hasResendError: false, resentVerificationSuccessfully: false });
    expect(next.context.error).toBeUndefined();
    const sent = transition(
      resendMachine,
      { state: "sent", context: { channel: "email" } },
      { type: "RESEND" },
    );
    expect(resendFlags(sent).resentVerificationSuccessfully).toBe(false);
    expect(sent.effects).toEqual([{ type: "resendVerification", verificationType: "email" }]);
  });
});
