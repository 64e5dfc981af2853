import { describe, expect, it } from "vitest";
import { initialLiveCheck, isLiveNow, MAX_TIMER_MS, liveCheckMachine as machine } from "./live-check.js";
import { transition } from "./machine.js";

const start = initialLiveCheck();
const startDate = "2025-06-15T10:00:00.000Z";
const startsAt = Date.parse(startDate);

describe("given the event has started", () => {
  it("is live now", () => {
    const next = transition(machine, start, { type: "START", startDate, now: startsAt + 1 });
    expect(next.state).toBe("live");
    expect(isLiveNow(next)).toBe(true);
    expect(next.effects).toEqual([]);
  });
});

describe("given the event starts in the future", () => {
  const upcoming = transition(machine, start, { type: "START", startDate, now: startsAt - 5_000 });

  it("waits with a timer for the remaining time", () => {
    expect(upcoming.state).toBe("upcoming");
    expect(isLiveNow(upcoming)).toBe(false);
    expect(upcoming.effects).toEqual([{ type: "startTimer", ms: 5_000 }]);
  });

  it("goes live when the timer fires", () => {
    expect(transition(machine, upcoming, { type: "TIMER_FIRED", now: startsAt }).state).toBe("live");
  });

  it("re-arms when a long wait's timer fires early", () => {
    const far = transition(machine, start, { type: "START", startDate, now: startsAt - MAX_TIMER_MS - 10 });
    expect(far.effects).toEqual([{ type: "startTimer", ms: MAX_TIMER_MS }]);
    const again = transition(machine, far, { type: "TIMER_FIRED", now: startsAt - 10 });
    expect(again.state).toBe("upcoming");
    expect(again.effects).toEqual([{ type: "startTimer", ms: 10 }]);
  });
});

describe("given no start date", () => {
  it("is not live and sets no timer", () => {
    const next = transition(machine, start, { type: "START", now: 0 });
    expect(next.state).toBe("upcoming");
    expect(next.effects).toEqual([]);
    expect(transition(machine, next, { type: "TIMER_FIRED", now: 1 }).changed).toBe(false);
  });
});
