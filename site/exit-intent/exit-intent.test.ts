import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExitIntentState } from "../../sdk/api/schemas/exit-intent.js";
import { type ExitIntentOptions, startExitIntent } from "./exit-intent.js";
import { exitIntentStateStore } from "./state-store.js";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

function harness(stored?: ExitIntentState, overrides: Partial<ExitIntentOptions> = {}) {
  const storage = new MemoryStorage();
  if (stored) storage.setItem("campaign-exit-intent:cmp_1", stored);
  const store = exitIntentStateStore("cmp_1", () => storage as unknown as Storage);
  let trigger: (() => void) | undefined;
  const stopWatch = vi.fn();
  const watch = vi.fn((onTrigger: () => void) => {
    trigger = onTrigger;
    return stopWatch;
  });
  let close: ((filled: boolean) => void) | undefined;
  const showPopup = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        close = resolve;
      }),
  );
  const controller = startExitIntent({ store, skipped: () => false, watch, showPopup, ...overrides });
  return {
    controller,
    storage,
    watch,
    stopWatch,
    showPopup,
    trigger: () => trigger?.(),
    close: async (filled: boolean) => {
      close?.(filled);
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe("startExitIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sets up the triggers 2.5 s after load, and keeps the state in the session", () => {
    const h = harness();
    vi.advanceTimersByTime(2499);
    expect(h.watch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.watch).toHaveBeenCalledTimes(1);
    expect(h.controller.state).toBe("waiting");
    expect(h.storage.getItem("campaign-exit-intent:cmp_1")).toBe("waiting");
  });

  it("tells each state it keeps, so the page can record it on the exit-intent record", async () => {
    const states: ExitIntentState[] = [];
    const h = harness(undefined, { onState: (state) => states.push(state) });
    vi.advanceTimersByTime(2500);
    h.trigger();
    await h.close(true);
    h.controller.left();
    // The trigger keeps "waiting" (it shows the pop-up); leaving after filling is "actioned".
    expect(states).toEqual(["waiting", "waiting", "filled", "actioned"]);
  });

  it("keeps the record step 1 created, with its secret, for the session; anything else stored counts as none", () => {
    const h = harness();
    const store = exitIntentStateStore("cmp_1", () => h.storage as unknown as Storage);
    expect(store.record()).toBeUndefined();
    store.setRecord({ oid: "exi_123", secret: "s3cret" });
    expect(exitIntentStateStore("cmp_1", () => h.storage as unknown as Storage).record()).toEqual({
      oid: "exi_123",
      secret: "s3cret",
    });
    // An older build's bare oid: no secret, so nothing to update the record with.
    for (const stored of ["", "exi_123", "{not json", '{"oid":"exi_123"}']) {
      h.storage.setItem("campaign-exit-intent-record:cmp_1", stored);
      expect(store.record(), stored).toBeUndefined();
    }
  });

  it("a trigger shows the pop-up once; closing it filled stops watching and no trigger shows it again", async () => {
    const h = harness();
    vi.advanceTimersByTime(2500);
    h.trigger();
    h.trigger();
    expect(h.showPopup).toHaveBeenCalledTimes(1);
    await h.close(true);
    expect(h.controller.state).toBe("filled");
    expect(h.stopWatch).toHaveBeenCalled();
    h.trigger();
    expect(h.showPopup).toHaveBeenCalledTimes(1);
  });

  it("closing without an email discards it", async () => {
    const h = harness();
    vi.advanceTimersByTime(2500);
    h.trigger();
    await h.close(false);
    expect(h.controller.state).toBe("discarded");
  });

  it("skipped (known fan, finished, opt-in, preview): never sets up", () => {
    const h = harness(undefined, { skipped: () => true });
    vi.advanceTimersByTime(10_000);
    expect(h.watch).not.toHaveBeenCalled();
    expect(h.controller.state).toBe("init");
  });

  it("a trigger while skipped (the fan registered meanwhile) shows nothing", () => {
    let skipped = false;
    const h = harness(undefined, { skipped: () => skipped });
    vi.advanceTimersByTime(2500);
    skipped = true;
    h.trigger();
    expect(h.showPopup).not.toHaveBeenCalled();
  });

  it.each(["filled", "discarded", "actioned", "done"] as const)(
    "stored %s: the pop-up never shows",
    (state) => {
      const h = harness(state);
      vi.advanceTimersByTime(5000);
      h.trigger();
      expect(h.watch).not.toHaveBeenCalled();
      expect(h.showPopup).not.toHaveBeenCalled();
    },
  );

  it("stored waiting (a reload): watches again after the delay", () => {
    const h = harness("waiting");
    vi.advanceTimersByTime(2500);
    h.trigger();
    expect(h.showPopup).toHaveBeenCalledTimes(1);
  });

  it("registering makes it done and stops watching; leaving makes it actioned", () => {
    const a = harness();
    vi.advanceTimersByTime(2500);
    a.controller.registered();
    expect(a.controller.state).toBe("done");
    expect(a.stopWatch).toHaveBeenCalled();
    const b = harness();
    b.controller.left();
    expect(b.controller.state).toBe("actioned");
    vi.advanceTimersByTime(2500);
    expect(b.watch).not.toHaveBeenCalled();
  });

  it("stop before the delay: nothing is set up", () => {
    const h = harness();
    h.controller.stop();
    vi.advanceTimersByTime(5000);
    expect(h.watch).not.toHaveBeenCalled();
  });
});

describe("exitIntentStateStore", () => {
  it("an unparsable stored value counts as new", () => {
    const storage = new MemoryStorage();
    storage.setItem("campaign-exit-intent:cmp_1", "bogus");
    expect(exitIntentStateStore("cmp_1", () => storage as unknown as Storage).get()).toBe("init");
  });

  it("storage that throws degrades to memory", () => {
    const store = exitIntentStateStore("cmp_1", () => {
      throw new Error("SecurityError");
    });
    expect(store.get()).toBe("init");
    store.set("filled");
    expect(store.get()).toBe("filled");
  });
});
