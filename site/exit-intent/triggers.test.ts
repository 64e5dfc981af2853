import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavesAtTop, type TriggerEnvironment, watchTriggers } from "./triggers.js";

function environment(mobile = false) {
  const win = Object.assign(new EventTarget(), {
    scrollY: 600,
    location: { href: "https://x.test/p/demo/" },
    history: {
      state: null as unknown,
      pushState: vi.fn((state: unknown) => {
        win.history.state = state;
      }),
    },
  });
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
  return { win, doc, env: { window: win, document: doc, mobile } as unknown as TriggerEnvironment };
}

const mouseOut = (relatedTarget: unknown, clientY: number) =>
  Object.assign(new Event("mouseout"), { relatedTarget, clientY });

describe("leavesAtTop", () => {
  it("only a mouseout to outside the window through the top", () => {
    expect(leavesAtTop({ relatedTarget: null, clientY: -2 })).toBe(true);
    expect(leavesAtTop({ relatedTarget: null, clientY: 500 })).toBe(false);
    expect(leavesAtTop({ relatedTarget: {} as EventTarget, clientY: -2 })).toBe(false);
  });
});

describe("watchTriggers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("mouse out at the top and the tab hidden trigger; nothing after stop", () => {
    const { doc, env } = environment();
    const onTrigger = vi.fn();
    const stop = watchTriggers(env, onTrigger);
    doc.dispatchEvent(mouseOut(null, 400));
    expect(onTrigger).not.toHaveBeenCalled();
    doc.dispatchEvent(mouseOut(null, -1));
    expect(onTrigger).toHaveBeenCalledTimes(1);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(onTrigger).toHaveBeenCalledTimes(2);
    stop();
    doc.dispatchEvent(mouseOut(null, -1));
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });

  it("back: the guard is pushed on the first press; going back off it triggers and stops the site's listener", () => {
    const { win, doc, env } = environment();
    const onTrigger = vi.fn();
    const site = vi.fn();
    watchTriggers(env, onTrigger);
    win.addEventListener("popstate", site);
    expect(win.history.pushState).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event("pointerdown"));
    doc.dispatchEvent(new Event("keydown"));
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    win.dispatchEvent(Object.assign(new Event("popstate"), { state: null }));
    expect(onTrigger).toHaveBeenCalledTimes(1);
    expect(site).not.toHaveBeenCalled();
  });

  it("back to the guard from a later step is the site's navigation, not an exit", () => {
    const { win, doc, env } = environment();
    const onTrigger = vi.fn();
    const site = vi.fn();
    watchTriggers(env, onTrigger);
    win.addEventListener("popstate", site);
    doc.dispatchEvent(new Event("pointerdown"));
    win.location.href = "https://x.test/p/demo/register";
    win.dispatchEvent(Object.assign(new Event("popstate"), { state: null }));
    win.location.href = "https://x.test/p/demo/";
    win.dispatchEvent(
      Object.assign(new Event("popstate"), { state: { "campaign-exit-intent-guard": true } }),
    );
    expect(onTrigger).not.toHaveBeenCalled();
    expect(site).toHaveBeenCalledTimes(2);
  });

  it("mobile: a 75 px scroll up within a second triggers", () => {
    const { win, env } = environment(true);
    const onTrigger = vi.fn();
    watchTriggers(env, onTrigger);
    win.scrollY = 500;
    vi.advanceTimersByTime(50);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it("desktop: scrolling up is no exit intent", () => {
    const { win, env } = environment(false);
    const onTrigger = vi.fn();
    watchTriggers(env, onTrigger);
    win.scrollY = 0;
    vi.advanceTimersByTime(1000);
    expect(onTrigger).not.toHaveBeenCalled();
  });
});
