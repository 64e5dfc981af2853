import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n.js";
import { formTexts } from "../i18n/locales/en-us/forms.js";
import { registrationTexts } from "../i18n/locales/en-us/registration.js";
import { replay, transition } from "./machine.js";
import {
  initialMessengerOptIn,
  messengerOptInMachine as machine,
  messengerCheckbox,
} from "./messenger-opt-in.js";

const start = initialMessengerOptIn();

describe("when the fan ticks the messenger box", () => {
  it("reveals the confirm plugin", () => {
    const next = transition(machine, start, { type: "TOGGLE" });
    expect(next.state).toBe("confirming");
    expect(next.effects).toEqual([{ type: "showConfirmPlugin" }]);
    expect(messengerCheckbox(next)).toEqual({ checked: true, locked: false, confirmed: false });
  });

  it("hides it again when unticked before confirming", () => {
    const next = replay(machine, start, [{ type: "TOGGLE" }, { type: "TOGGLE" }]);
    expect(next.state).toBe("unchecked");
    expect(next.effects.at(-1)).toEqual({ type: "hideConfirmPlugin" });
  });
});

describe("when the fan confirms in the plugin", () => {
  const confirmed = replay(machine, start, [{ type: "TOGGLE" }, { type: "CONFIRMED" }]);

  it("marks it confirmed, locks the checkbox and relabels it 'subscribed'", async () => {
    expect(confirmed.state).toBe("confirmed");
    const checkbox = messengerCheckbox(confirmed);
    expect(checkbox).toMatchObject({ checked: true, locked: true, confirmed: true });
    const i18n = await createI18n("en-us", [formTexts, registrationTexts]);
    expect(i18n.t(checkbox.label!.key)).toBe("subscribed");
  });

  it("no longer toggles", () => {
    expect(transition(machine, confirmed, { type: "TOGGLE" }).changed).toBe(false);
  });
});

describe("given the box is not ticked", () => {
  it("ignores a confirmation", () => {
    expect(transition(machine, start, { type: "CONFIRMED" }).changed).toBe(false);
  });
});
