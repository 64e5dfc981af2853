import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenInDocument } from "./when-in-document.js";

// Frames run when the test says so: each call of nextFrame() is one frame.
let frames: Array<() => void> = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
};

beforeEach(() => {
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    frames.splice(id - 1, 1);
  });
});
afterEach(() => vi.unstubAllGlobals());

const element = (isConnected: boolean) => ({ isConnected }) as Element;

describe("whenInDocument", () => {
  it("starts at once for an element already in the document", () => {
    const start = vi.fn();
    whenInDocument(element(true), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits, frame by frame, until the element is put in the document, then starts once", () => {
    const start = vi.fn();
    const offstage = { isConnected: false } as { isConnected: boolean };
    whenInDocument(offstage as Element, start);
    nextFrame();
    nextFrame();
    expect(start).not.toHaveBeenCalled();
    offstage.isConnected = true;
    nextFrame();
    nextFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("never starts once cancelled", () => {
    const start = vi.fn();
    const offstage = { isConnected: false } as { isConnected: boolean };
    const cancel = whenInDocument(offstage as Element, start);
    cancel();
    offstage.isConnected = true;
    nextFrame();
    expect(start).not.toHaveBeenCalled();
  });
});
