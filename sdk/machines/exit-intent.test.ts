import { describe, expect, it } from "vitest";
import {
  EXIT_INTENT_DELAY_MS,
  exitIntentDelay,
  initialExitIntent,
  exitIntentMachine as machine,
  skipsExitIntent,
} from "./exit-intent.js";
import { replay, transition } from "./machine.js";

const start = initialExitIntent();

describe("given a new visit", () => {
  it("starts at init and waits for the triggers once armed", () => {
    const next = transition(machine, start, { type: "ARM" });
    expect(next.state).toBe("waiting");
    expect(next.effects).toEqual([{ type: "watchTriggers" }]);
  });
});

describe("when a trigger fires", () => {
  it("shows the pop-up while init or waiting", () => {
    expect(transition(machine, start, { type: "TRIGGERED" })).toMatchObject({
      state: "waiting",
      effects: [{ type: "showPopup" }],
    });
    const waiting = transition(machine, start, { type: "ARM" });
    expect(transition(machine, waiting, { type: "TRIGGERED" }).effects).toEqual([{ type: "showPopup" }]);
  });

  it("never shows it once filled or discarded", () => {
    for (const state of ["filled", "discarded", "actioned", "done"] as const) {
      expect(transition(machine, initialExitIntent(state), { type: "TRIGGERED" }).changed).toBe(false);
    }
  });
});

describe("when the pop-up closes", () => {
  const shown = replay(machine, start, [{ type: "ARM" }, { type: "TRIGGERED" }]);
  it("is filled when the fan signed up", () => {
    expect(transition(machine, shown, { type: "POPUP_CLOSED", filled: true })).toMatchObject({
      state: "filled",
      effects: [{ type: "stopWatching" }],
    });
  });
  it("is discarded otherwise", () => {
    expect(transition(machine, shown, { type: "POPUP_CLOSED", filled: false }).state).toBe("discarded");
  });
});

describe("when the fan leaves or registers", () => {
  it("is actioned on leaving", () => {
    for (const state of ["init", "waiting", "filled", "discarded"] as const) {
      expect(transition(machine, initialExitIntent(state), { type: "LEFT" }).state).toBe("actioned");
    }
  });
  it("is done on registering", () => {
    for (const state of ["init", "waiting", "filled", "discarded"] as const) {
      expect(transition(machine, initialExitIntent(state), { type: "REGISTERED" }).state).toBe("done");
    }
  });
  it("stays closed afterwards", () => {
    expect(transition(machine, initialExitIntent("done"), { type: "LEFT" }).changed).toBe(false);
    expect(transition(machine, initialExitIntent("actioned"), { type: "ARM" }).changed).toBe(false);
  });
});

describe("who gets no exit intent", () => {
  const visitor = {
    knownFan: false,
    step: undefined,
    type: "presale" as const,
    preview: false,
    embedded: false,
  };
  it("skips known fans, the finished step, opt-in, preview and pages inside a frame", () => {
    expect(skipsExitIntent(visitor)).toBe(false);
    expect(skipsExitIntent({ ...visitor, knownFan: true })).toBe(true);
    expect(skipsExitIntent({ ...visitor, step: "finished" })).toBe(true);
    expect(skipsExitIntent({ ...visitor, type: "opt-in" })).toBe(true);
    expect(skipsExitIntent({ ...visitor, preview: true })).toBe(true);
    expect(skipsExitIntent({ ...visitor, embedded: true })).toBe(true);
  });
});

describe("the set-up delay", () => {
  it("counts 2.5 s from the page's load, not from when the exit intent started", () => {
    expect(EXIT_INTENT_DELAY_MS).toBe(2500);
    expect(exitIntentDelay(0)).toBe(2500);
    expect(exitIntentDelay(900)).toBe(1600);
    expect(exitIntentDelay(2500)).toBe(0);
    expect(exitIntentDelay(7000)).toBe(0);
    expect(exitIntentDelay(-5)).toBe(2500);
  });
});
