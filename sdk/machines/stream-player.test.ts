import { describe, expect, it } from "vitest";
import { replay, transition } from "./machine.js";
import {
  initialStreamPlayer,
  streamPlayerMachine as machine,
  STREAM_MAX_RETRIES,
  STREAM_RETRY_MS,
  STREAM_REVEAL_MS,
} from "./stream-player.js";

const start = initialStreamPlayer();

describe("creating the player", () => {
  it("retries every 1.25 s after a failed attempt", () => {
    const failed = transition(machine, start, { type: "ATTEMPT_FAILED" });
    expect(STREAM_RETRY_MS).toBe(1250);
    expect(failed.state).toBe("creating");
    expect(failed.context.retries).toBe(1);
    expect(failed.effects).toEqual([{ type: "scheduleRetry", ms: 1250 }]);
  });

  it("resets the timer when the retry count goes above 10", () => {
    const failures = Array.from({ length: STREAM_MAX_RETRIES }, () => ({ type: "ATTEMPT_FAILED" as const }));
    const tenth = replay(machine, start, failures);
    expect(tenth.context.retries).toBe(10);
    const eleventh = transition(machine, tenth, { type: "ATTEMPT_FAILED" });
    expect(eleventh.context.retries).toBe(0);
    expect(eleventh.effects).toEqual([
      { type: "cancelRetry" },
      { type: "scheduleRetry", ms: STREAM_RETRY_MS },
    ]);
  });

  it("shows a YouTube player at once", () => {
    const created = transition(machine, start, { type: "CREATED", revealLate: false });
    expect(created.state).toBe("shown");
    expect(created.effects).toEqual([{ type: "cancelRetry" }]);
  });

  it("shows a Facebook, Twitch or Vimeo player 10 s after its creation", () => {
    const created = transition(machine, start, { type: "CREATED", revealLate: true });
    expect(created.state).toBe("created");
    expect(created.effects).toContainEqual({ type: "scheduleReveal", ms: STREAM_REVEAL_MS });
    expect(STREAM_REVEAL_MS).toBe(10_000);
    expect(transition(machine, created, { type: "REVEAL" }).state).toBe("shown");
  });

  it("ignores a late failure once created", () => {
    const created = transition(machine, start, { type: "CREATED", revealLate: false });
    expect(transition(machine, created, { type: "ATTEMPT_FAILED" }).changed).toBe(false);
  });
});
