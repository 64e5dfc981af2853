import { describe, expect, it } from "vitest";
import { initialEmailLink, emailLinkMachine as machine } from "./email-link-verification.js";
import { transition } from "./machine.js";
import { resendFlags } from "./resend.js";
import { errorAnswer, failedAnswer, successAnswer } from "./test-answers.js";

const waiting = initialEmailLink();

describe("given the fan was sent a verification link", () => {
  it("waits, showing no resend flag", () => {
    expect(waiting.state).toBe("waiting");
    expect(resendFlags(waiting.context.resend)).toEqual({
      hasResendError: false,
      resentVerificationSuccessfully: false,
    });
  });

  it("resends the email and reports success", () => {
    const resending = transition(machine, waiting, { type: "RESEND" });
    expect(resending.effects).toEqual([{ type: "resendVerification", verificationType: "email" }]);
    const sent = transition(machine, resending, { type: "RESEND_ANSWERED", answer: successAnswer() });
    expect(resendFlags(sent.context.resend).resentVerificationSuccessfully).toBe(true);
  });

  it("reports a failed resend with its message", () => {
    const resending = transition(machine, waiting, { type: "RESEND" });
    const failed = transition(machine, resending, { type: "RESEND_ANSWERED", answer: failedAnswer(503) });
    expect(resendFlags(failed.context.resend).hasResendError).toBe(true);
    expect(failed.context.resend.context.error).toEqual({ key: "verification.emailResendFailed" });
  });
});

describe("when the fan opens the link", () => {
  it("is verified and registration goes on", () => {
    const next = transition(machine, waiting, { type: "LINK_OPENED" });
    expect(next.state).toBe("verified");
    expect(next.effects).toEqual([{ type: "verified", replaceRoute: false }]);
    expect(transition(machine, next, { type: "RESEND" }).changed).toBe(false);
  });
});

describe("when the link is opened on another device", () => {
  it("says so, forgets this device's ended token, and no longer resends", () => {
    const next = transition(machine, waiting, { type: "CONFIRMED_ELSEWHERE" });
    expect(next.state).toBe("elsewhere");
    expect(next.effects).toEqual([{ type: "signedOut" }]);
    expect(transition(machine, next, { type: "RESEND" }).changed).toBe(false);
    expect(transition(machine, next, { type: "LINK_OPENED" }).changed).toBe(false);
  });
});

describe("when this page was opened by the link", () => {
  const followed = transition(machine, waiting, {
    type: "LINK_FOLLOWED",
    emailAddress: "fan@example.com",
    shortCode: "ABC123",
  });

  it("checks the address and code", () => {
    expect(followed.state).toBe("checking");
    expect(followed.effects).toEqual([
      { type: "verifyEmailLink", emailAddress: "fan@example.com", shortCode: "ABC123" },
    ]);
  });

  it("confirms on 201, then continues by replacing the route", () => {
    const confirmed = transition(machine, followed, { type: "ANSWERED", answer: successAnswer() });
    expect(confirmed.state).toBe("confirmed");
    expect(confirmed.effects).toEqual([]);
    const next = transition(machine, confirmed, { type: "CONTINUE" });
    expect(next.state).toBe("verified");
    expect(next.effects).toEqual([{ type: "verified", replaceRoute: true }]);
  });

  it("fails with 'Invalid verification code' on any other answer", () => {
    const failed = transition(machine, followed, { type: "ANSWERED", answer: errorAnswer(400) });
    expect(failed.state).toBe("failed");
    expect(failed.effects).toEqual([{ type: "notify", message: { key: "validation.invalidCode" } }]);
    expect(transition(machine, failed, { type: "CONTINUE" }).changed).toBe(false);
  });

  it("fails with the lockout message on 429, the server's minutes or 2", () => {
    const locked = transition(machine, followed, {
      type: "ANSWERED",
      answer: errorAnswer(429, { retry_after: 5 }),
    });
    expect(locked.effects).toEqual([
      { type: "notify", message: { key: "verification.tooManyAttempts", values: { count: 5 } } },
    ]);
    const fallback = transition(machine, followed, { type: "ANSWERED", answer: errorAnswer(429) });
    expect(fallback.effects).toEqual([
      { type: "notify", message: { key: "verification.tooManyAttempts", values: { count: 2 } } },
    ]);
  });

  it("ignores a second answer and resends nothing while checking", () => {
    expect(transition(machine, followed, { type: "RESEND" }).changed).toBe(false);
    expect(transition(machine, followed, { type: "CONTINUE" }).changed).toBe(false);
  });
});
