import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors.js";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { replay, transition } from "./machine.js";
import {
  initialMagicLink,
  MAGIC_LINK_COOLDOWN_MS,
  type MagicLinkAnswer,
  magicLinkMachine as machine,
} from "./magic-link.js";

const start = initialMagicLink("Email Address");
const typed = transition(machine, start, { type: "EMAIL_CHANGED", emailAddress: "ada@example.com" });
const sending = transition(machine, typed, { type: "REQUEST", now: 1_000 });

const linkSent: MagicLinkAnswer = { status: 201, data: { success: true } };
const refused = (status: 400 | 401 | 404 | 429): MagicLinkAnswer => ({
  status,
  data: { message: "Refused", statusCode: status },
});
/** No answer the call declares: the server failed (5xx) or was not reached (0). */
const noAnswer = (statusCode: number): MagicLinkAnswer => ({
  status: "failed",
  error: new ApiError("Failed", statusCode),
});

describe("given the fan typed an email", () => {
  it("requests a link", () => {
    expect(sending.state).toBe("sending");
    expect(sending.effects).toEqual([{ type: "requestMagicLink", emailAddress: "ada@example.com" }]);
  });

  it("requires a valid email first", () => {
    const empty = transition(machine, start, { type: "REQUEST", now: 0 });
    expect(empty.state).toBe("idle");
    expect(empty.context.emailError).toEqual({ code: "required", values: { fieldName: "Email Address" } });
    const bad = replay(machine, start, [
      { type: "EMAIL_CHANGED", emailAddress: "ada" },
      { type: "REQUEST", now: 0 },
    ]);
    expect(bad.context.emailError?.code).toBe("wrongFormat");
    expect(bad.effects).toEqual([]);
  });
});

describe("when the link is sent (201)", () => {
  const sent = transition(machine, sending, { type: "ANSWERED", answer: linkSent, now: 2_000 });

  it("shows 'check your inbox', sets the gatekeeper email and notifies a new link is coming", async () => {
    expect(sent.state).toBe("sent");
    expect(sent.context.gatekeeperEmail).toBe("ada@example.com");
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    expect(i18n.t(sent.context.message!.key)).toBe("check your inbox");
    expect(sent.effects).toEqual([{ type: "notify", message: { key: "magicLink.newLinkSoon" } }]);
    expect(i18n.t("magicLink.newLinkSoon")).toBe("A new login link will be sent to your inbox soon");
  });

  it("answers a resend during the cooldown with a client-side 429, without calling the server, and keeps 'check your inbox'", () => {
    const again = transition(machine, sent, { type: "REQUEST", now: 2_000 + MAGIC_LINK_COOLDOWN_MS - 1 });
    expect(again.state).toBe("sent");
    // One warning: the snackbar; the inbox view stays (the link is on its way).
    expect(again.effects).toEqual([{ type: "notify", message: { key: "magicLink.pleaseWait" } }]);
    expect(again.context.message).toEqual({ key: "magicLink.checkInbox" });
  });

  it("keeps 'check your inbox' when the server says to wait on a resend (another device asked)", () => {
    const resending = transition(machine, sent, { type: "REQUEST", now: 2_000 + MAGIC_LINK_COOLDOWN_MS });
    const wait = transition(machine, resending, { type: "ANSWERED", answer: refused(429), now: 3_000 });
    expect(wait.state).toBe("sent");
    expect(wait.effects).toEqual([{ type: "notify", message: { key: "magicLink.pleaseWait" } }]);
  });

  it("shows the please-wait on the form once the fan typed another address", () => {
    const typed = transition(machine, sent, { type: "EMAIL_CHANGED", emailAddress: "grace@example.com" });
    const again = transition(machine, typed, { type: "REQUEST", now: 2_001 });
    expect(again.state).toBe("please-wait");
    expect(again.context.message).toEqual({ key: "magicLink.pleaseWait" });
    expect(again.effects).toEqual([]);
  });

  it("requests again once the cooldown is over", () => {
    const again = transition(machine, sent, { type: "REQUEST", now: 2_000 + MAGIC_LINK_COOLDOWN_MS });
    expect(again.state).toBe("sending");
    expect(again.effects).toEqual([{ type: "requestMagicLink", emailAddress: "ada@example.com" }]);
  });
});

describe("while a request is in progress", () => {
  it("blocks another with a warning", () => {
    const again = transition(machine, sending, { type: "REQUEST", now: 1_001 });
    expect(again.state).toBe("sending");
    expect(again.effects).toEqual([{ type: "notify", message: { key: "magicLink.pleaseWait" } }]);
  });
});

describe("when the email is unknown (401)", () => {
  const unknown = transition(machine, sending, { type: "ANSWERED", answer: refused(401), now: 2_000 });
  it("says it has not registered and offers 'register new email'", async () => {
    expect(unknown.state).toBe("unknown-email");
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    expect(i18n.t(unknown.context.message!.key)).toBe("This email address has not registered yet");
    expect(i18n.t("magicLink.registerNewEmail")).toBe("register new email");
    expect(transition(machine, unknown, { type: "REGISTER_NEW_EMAIL" }).effects).toEqual([
      { type: "goToRegister", emailAddress: "ada@example.com" },
    ]);
  });
});

describe("when the server says to wait (429)", () => {
  it("shows the please-wait message", () => {
    const wait = transition(machine, sending, { type: "ANSWERED", answer: refused(429), now: 2_000 });
    expect(wait.state).toBe("please-wait");
    expect(wait.context.message).toEqual({ key: "magicLink.pleaseWait" });
  });
});

describe("when the server fails", () => {
  it("shows the generating error for a server error or no answer", () => {
    for (const status of [500, 503, 0]) {
      const failed = transition(machine, sending, { type: "ANSWERED", answer: noAnswer(status), now: 2_000 });
      expect(failed.state).toBe("failed");
      expect(failed.context.message).toEqual({ key: "magicLink.generateFailed" });
    }
  });

  it("shows the new-link error for another refusal", () => {
    const failed = transition(machine, sending, { type: "ANSWERED", answer: refused(400), now: 2_000 });
    expect(failed.context.message).toEqual({ key: "magicLink.createFailed" });
  });

  it("lets the fan try again at once (no cooldown without a sent link)", () => {
    const failed = transition(machine, sending, { type: "ANSWERED", answer: noAnswer(500), now: 2_000 });
    expect(transition(machine, failed, { type: "REQUEST", now: 2_001 }).state).toBe("sending");
  });
});

describe("given the fan just registered with the address in this journey (issue 20)", () => {
  const registered = transition(machine, start, {
    type: "REGISTERED",
    emailAddress: "ada@example.com",
    now: 1_000,
  });

  it("requests the link for that address without a second tap, and says they are registered", () => {
    expect(registered.state).toBe("sending");
    expect(registered.context).toMatchObject({ emailAddress: "ada@example.com", justRegistered: true });
    expect(registered.effects).toEqual([{ type: "requestMagicLink", emailAddress: "ada@example.com" }]);
    const sent = transition(machine, registered, { type: "ANSWERED", answer: linkSent, now: 2_000 });
    expect(sent.state).toBe("sent");
    expect(sent.context.justRegistered).toBe(true);
  });

  it("keeps the cooldown and the server's please-wait as a typed request would", () => {
    const waiting = transition(machine, registered, { type: "ANSWERED", answer: refused(429), now: 2_000 });
    expect(waiting.state).toBe("please-wait");
    expect(waiting.context.justRegistered).toBe(true);
    const sent = transition(machine, registered, { type: "ANSWERED", answer: linkSent, now: 2_000 });
    expect(transition(machine, sent, { type: "REQUEST", now: 3_000 }).state).toBe("sent");
  });

  it("is only taken before anything was asked", () => {
    expect(
      transition(machine, sending, { type: "REGISTERED", emailAddress: "ada@example.com", now: 1_000 })
        .changed,
    ).toBe(false);
  });
});
