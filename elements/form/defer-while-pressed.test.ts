import { describe, expect, it } from "vitest";
import { createPressGate } from "./defer-while-pressed.js";

const setUp = () => {
  const target = new EventTarget();
  const queued: Array<() => void> = [];
  const gate = createPressGate(target, (work) => queued.push(work));
  const ran: string[] = [];
  const flush = () => {
    for (const work of queued.splice(0)) work();
  };
  return { target, gate, ran, flush };
};

describe("given the press gate of a form (register, ended and exit-intent sign-up)", () => {
  it("runs an update at once when no pointer is pressed", () => {
    const { gate, ran } = setUp();
    gate.run(() => ran.push("error shown"));
    expect(ran).toEqual(["error shown"]);
  });

  it("holds an update while a pointer is pressed and runs it after the release's click", () => {
    const { target, gate, ran, flush } = setUp();
    target.dispatchEvent(new Event("pointerdown"));
    gate.run(() => ran.push("error removed"));
    expect(ran).toEqual([]);
    target.dispatchEvent(new Event("pointerup"));
    expect(ran).toEqual([]); // the click is dispatched first
    flush();
    expect(ran).toEqual(["error removed"]);
  });

  it("keeps holding when a new press starts before the held updates ran", () => {
    const { target, gate, ran, flush } = setUp();
    target.dispatchEvent(new Event("pointerdown"));
    gate.run(() => ran.push("first"));
    target.dispatchEvent(new Event("pointercancel"));
    target.dispatchEvent(new Event("pointerdown"));
    flush();
    expect(ran).toEqual([]);
    target.dispatchEvent(new Event("pointerup"));
    flush();
    expect(ran).toEqual(["first"]);
  });

  it("after dispose a press no longer holds anything", () => {
    const { target, gate, ran } = setUp();
    gate.dispose();
    target.dispatchEvent(new Event("pointerdown"));
    gate.run(() => ran.push("now"));
    expect(ran).toEqual(["now"]);
  });
});
