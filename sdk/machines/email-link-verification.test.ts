import { describe, expect, it } from "vitest";
import { initialEmailLink, emailLinkMachine as machine } from "./email-link-verification.js";
import { transition } from "./machine.js";
import { resendFlags } from "./resend.js";

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
    const sent = transition(machine, resending, { type: "RESEND_ANSWERED", status: 201 });
    expect(resendFlags(sent.context.resend).resentVerificationSuccessfully).toBe(true);
  });

  it("reports a failed resend with its message", () => {
    const resending = transition(machine, waiting, { type: "RESEND" });
    const failed = transition(machine, resending, { type: "RESEND_ANSWERED", status: 503 });
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
