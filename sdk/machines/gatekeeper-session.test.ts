import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors.js";
import {
  initialGatekeeperSession,
  gatekeeperSessionMachine as machine,
  SESSION_REVALIDATE_MS,
} from "./gatekeeper-session.js";
import { replay, transition } from "./machine.js";

const start = initialGatekeeperSession();
/** A device that claimed the link before: it presents the client id the server issued. */
const verifying = transition(machine, start, {
  type: "CHECK",
  gatedSessions: true,
  sessionToken: "tok",
  clientId: "device-1",
});

describe("the re-verification interval", () => {
  it("is 5 s, so a viewer whose seat was taken over learns it within seconds", () => {
    expect(SESSION_REVALIDATE_MS).toBe(5_000);
  });
});

describe("given nothing is checked yet", () => {
  it("is validating", () => {
    expect(start.state).toBe("validating");
  });
});

describe("given a campaign without gated sessions", () => {
  it("is validated at once", () => {
    expect(transition(machine, start, { type: "CHECK", gatedSessions: false }).state).toBe("validated");
  });
});

describe("given gated sessions without a stored token", () => {
  it("is invalid", () => {
    expect(transition(machine, start, { type: "CHECK", gatedSessions: true }).state).toBe("invalid");
  });
});

describe("given gated sessions and a stored token", () => {
  it("verifies the session with the client id this device was issued", () => {
    expect(verifying.state).toBe("validating");
    expect(verifying.effects).toEqual([{ type: "verifySession", sessionToken: "tok", clientId: "device-1" }]);
  });

  it("is validated when the server accepts it, and checks again on a timer", () => {
    const validated = transition(machine, verifying, { type: "SESSION_ANSWERED", status: 200 });
    expect(validated.state).toBe("validated");
    expect(validated.effects).toEqual([{ type: "scheduleRevalidation", ms: SESSION_REVALIDATE_MS }]);
    const again = transition(machine, validated, { type: "REVALIDATE" });
    expect(again.state).toBe("validated");
    expect(again.effects).toEqual([{ type: "verifySession", sessionToken: "tok", clientId: "device-1" }]);
  });

  it("is invalid when the server rejects it (401)", () => {
    const invalid = transition(machine, verifying, { type: "SESSION_ANSWERED", status: 401 });
    expect(invalid.state).toBe("invalid");
  });

  it("is not-validating when the check itself fails", () => {
    expect(
      transition(machine, verifying, {
        type: "SESSION_ANSWERED",
        status: "failed",
        error: new ApiError("Failed to fetch", 0),
      }).state,
    ).toBe("not-validating");
    expect(
      transition(machine, verifying, {
        type: "SESSION_ANSWERED",
        status: "failed",
        error: new ApiError("Unavailable", 503),
      }).state,
    ).toBe("not-validating");
  });
});

describe("given a token this device has not claimed yet", () => {
  const claiming = transition(machine, start, { type: "CHECK", gatedSessions: true, sessionToken: "tok" });

  it("claims the link: verifies without a client id", () => {
    expect(claiming.effects).toEqual([{ type: "verifySession", sessionToken: "tok" }]);
  });

  it("keeps the client id the claim's answer issued, and re-checks with it", () => {
    const validated = transition(machine, claiming, {
      type: "SESSION_ANSWERED",
      status: 200,
      clientId: "issued-1",
    });
    expect(validated.state).toBe("validated");
    expect(validated.context.clientId).toBe("issued-1");
    expect(transition(machine, validated, { type: "REVALIDATE" }).effects).toEqual([
      { type: "verifySession", sessionToken: "tok", clientId: "issued-1" },
    ]);
  });

  it("is invalid when the link was already used (401)", () => {
    expect(transition(machine, claiming, { type: "SESSION_ANSWERED", status: 401 }).state).toBe("invalid");
  });

  it("never claims twice: without an issued client id a re-check does nothing", () => {
    const accepted = transition(machine, claiming, { type: "SESSION_ANSWERED", status: 200 });
    const again = transition(machine, accepted, { type: "REVALIDATE" });
    expect(again.effects).toEqual([]);
  });
});

describe("when a re-verification is rejected", () => {
  it("becomes invalid (another viewer took over) and stops the timer", () => {
    const validated = transition(machine, verifying, { type: "SESSION_ANSWERED", status: 200 });
    const expired = replay(machine, validated, [
      { type: "REVALIDATE" },
      { type: "SESSION_ANSWERED", status: 401 },
    ]);
    expect(expired.state).toBe("invalid");
    expect(expired.effects.at(-1)).toEqual({ type: "cancelRevalidation" });
  });
});

describe("when the viewer comes back with a new link", () => {
  it("validates the new token", () => {
    const invalid = transition(machine, start, { type: "CHECK", gatedSessions: true });
    const next = transition(machine, invalid, { type: "TOKEN_RECEIVED", sessionToken: "tok2" });
    expect(next.state).toBe("validating");
    expect(next.context.sessionToken).toBe("tok2");
    expect(next.context.clientId).toBeUndefined();
    expect(next.effects).toEqual([{ type: "verifySession", sessionToken: "tok2" }]);
  });
});
