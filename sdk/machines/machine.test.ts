import { describe, expect, it } from "vitest";
import { accepts, defineMachine, replay, transition } from "./machine.js";

type Event = { type: "OPEN" } | { type: "CLOSE" } | { type: "ADD"; by: number };
type Effect = { type: "focus" };
const counter = defineMachine<"closed" | "open", Event, { count: number }, Effect>({
  id: "counter",
  states: {
    closed: { OPEN: "open" },
    open: {
      CLOSE: "closed",
      ADD: (context, event) =>
        event.by > 0
          ? { context: { count: context.count + event.by }, effects: [{ type: "focus" }] }
          : undefined,
    },
  },
});
const closed = { state: "closed" as const, context: { count: 0 } };

describe("given a state that accepts the event", () => {
  it("moves to the state the table names", () => {
    expect(transition(counter, closed, { type: "OPEN" })).toEqual({
      state: "open",
      context: { count: 0 },
      effects: [],
      changed: true,
    });
  });

  it("applies a handler's context change and effects", () => {
    const open = { state: "open" as const, context: { count: 1 } };
    expect(transition(counter, open, { type: "ADD", by: 2 })).toEqual({
      state: "open",
      context: { count: 3 },
      effects: [{ type: "focus" }],
      changed: true,
    });
  });
});

describe("given a state that does not accept the event", () => {
  it("keeps the snapshot and reports no change", () => {
    const result = transition(counter, closed, { type: "ADD", by: 1 });
    expect(result).toEqual({ ...closed, effects: [], changed: false });
    expect(result.context).toBe(closed.context);
    expect(accepts(counter, closed, "ADD")).toBe(false);
    expect(accepts(counter, closed, "OPEN")).toBe(true);
  });

  it("treats a handler answering undefined as ignoring the event", () => {
    expect(
      transition(counter, { state: "open", context: { count: 0 } }, { type: "ADD", by: 0 }).changed,
    ).toBe(false);
  });
});

describe("replaying events", () => {
  it("answers the last snapshot with every effect in order", () => {
    const result = replay(counter, closed, [
      { type: "OPEN" },
      { type: "ADD", by: 1 },
      { type: "ADD", by: 1 },
    ]);
    expect(result.state).toBe("open");
    expect(result.context).toEqual({ count: 2 });
    expect(result.effects).toEqual([{ type: "focus" }, { type: "focus" }]);
  });
});
