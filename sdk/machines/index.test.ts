import { describe, expect, it } from "vitest";
import { ExitIntentStateSchema } from "../api/schemas/exit-intent.js";
import { GatekeeperStatusSchema } from "../api/schemas/gatekeeper.js";
import * as machines from "./index.js";

interface AnyMachine {
  readonly id: string;
  readonly states: Record<string, Record<string, unknown>>;
}
const all = (Object.values(machines) as unknown[]).filter(
  (value): value is AnyMachine =>
    typeof value === "object" && value !== null && "states" in value && "id" in value,
);

describe("the machines entry", () => {
  it("exports every machine, each with its own id", () => {
    expect(all.map((machine) => machine.id).sort()).toEqual([
      "alternative-form",
      "email-code-verification",
      "email-link-verification",
      "exit-intent",
      "gatekeeper-session",
      "live-check",
      "magic-link",
      "messenger-opt-in",
      "register-form",
      "registration",
      "resend",
      "sms-verification",
      "stream-player",
      "update-email",
    ]);
  });

  it("names events in UPPER_CASE and targets only states of the same table", () => {
    for (const machine of all) {
      const states = Object.keys(machine.states);
      for (const [state, handlers] of Object.entries(machine.states)) {
        for (const [event, handler] of Object.entries(handlers)) {
          expect(event, `${machine.id} ${state}`).toMatch(/^[A-Z][A-Z_]*$/);
          if (typeof handler === "string")
            expect(states, `${machine.id} ${state} ${event}`).toContain(handler);
        }
      }
    }
  });

  it("uses the contract's statuses as the gatekeeper and exit-intent states", () => {
    expect(Object.keys(machines.gatekeeperSessionMachine.states).sort()).toEqual(
      [...GatekeeperStatusSchema.options].sort(),
    );
    expect(Object.keys(machines.exitIntentMachine.states).sort()).toEqual(
      [...ExitIntentStateSchema.options].sort(),
    );
  });
});
