import { describe, expect, it } from "vitest";
import { bufferMessages, MAX_BUFFERED_MESSAGES } from "./message-buffer.js";

const message = (data: unknown) => Object.assign(new Event("message"), { data }) as MessageEvent;

describe("bufferMessages", () => {
  it("keeps what arrives before the frame is ready and hands it over in order, then forwards", () => {
    const target = new EventTarget() as unknown as Window;
    const buffer = bufferMessages(target);
    target.dispatchEvent(message(1));
    target.dispatchEvent(message(2));
    const seen: unknown[] = [];
    buffer.drain((event) => seen.push(event.data));
    expect(seen).toEqual([1, 2]);
    target.dispatchEvent(message(3));
    expect(seen).toEqual([1, 2, 3]);
  });

  it("keeps at most MAX_BUFFERED_MESSAGES before it is drained", () => {
    const target = new EventTarget() as unknown as Window;
    const buffer = bufferMessages(target);
    for (let i = 0; i < MAX_BUFFERED_MESSAGES + 20; i++) target.dispatchEvent(message(i));
    const seen: unknown[] = [];
    buffer.drain((event) => seen.push(event.data));
    expect(seen).toHaveLength(MAX_BUFFERED_MESSAGES);
    expect(seen[0]).toBe(0);
  });

  it("stop: nothing is kept or forwarded any more", () => {
    const target = new EventTarget() as unknown as Window;
    const buffer = bufferMessages(target);
    target.dispatchEvent(message(1));
    buffer.stop();
    const seen: unknown[] = [];
    buffer.drain((event) => seen.push(event.data));
    target.dispatchEvent(message(2));
    expect(seen).toEqual([]);
  });
});
