// A frame driven by plain postMessages must not lose the ones that arrive before its code has loaded
// and checked its sender: a form may post on the frame's `load` event. The site starts this buffer
// synchronously, before it imports the frame's code, and the frame drains it once it can answer.

/** At most this many messages wait: a sender flooding the frame before it is ready cannot grow memory. */
export const MAX_BUFFERED_MESSAGES = 100;

export interface MessageBuffer {
  /** Hands every kept message to `listener`, in order, then each new one as it comes. */
  drain(listener: (event: MessageEvent) => void): void;
  /** Stops listening (the frame cancelled) and forgets what was kept. */
  stop(): void;
}

export function bufferMessages(
  target: Pick<Window, "addEventListener" | "removeEventListener">,
): MessageBuffer {
  const kept: MessageEvent[] = [];
  let forward: ((event: MessageEvent) => void) | undefined;
  const onMessage = (event: MessageEvent) => {
    if (forward) forward(event);
    else if (kept.length < MAX_BUFFERED_MESSAGES) kept.push(event);
  };
  target.addEventListener("message", onMessage);
  return {
    drain(listener) {
      forward = listener;
      for (const event of kept.splice(0)) listener(event);
    },
    stop() {
      target.removeEventListener("message", onMessage);
      kept.length = 0;
      forward = undefined;
    },
  };
}
