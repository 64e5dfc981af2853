import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leavesWindow, type TriggerEnvironment, watchTriggers } from "./triggers.js";

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
  const doc = Object.assign(new EventTarget(), {
    visibilityState: "visible" as DocumentVisibilityState,
    documentElement: new EventTarget(),
  });
  return { win, doc, env: { window: win, document: doc, mobile } as unknown as TriggerEnvironment };
}

const mouseOut = (relatedTarget: unknown, clientY: number) =>
  Object.assign(new Event("mouseout"), { relatedTarget, clientY });

describe("leavesWindow", () => {
  it("a mouseout to nothing (outside the window), through any edge", () => {
    expect(leavesWindow({ relatedTarget: null })).toBe(true);
    expect(leavesWindow({ relatedTarget: {} as EventTarget })).toBe(false);
  });
});

describe("watchTriggers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the mouse leaving through any edge and the tab hidden trigger; nothing after stop", () => {
    const { doc, env } = environment();
    const onTrigger = vi.fn();
    const stop = watchTriggers(env, onTrigger);
    doc.dispatchEvent(mouseOut(new EventTarget(), 400));
    expect(onTrigger).not.toHaveBeenCalled();
    doc.dispatchEvent(mouseOut(null, -1)); // top
    doc.dispatchEvent(mouseOut(null, 500)); // a side or the bottom
    expect(onTrigger).toHaveBeenCalledTimes(2);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(onTrigger).toHaveBeenCalledTimes(3);
    stop();
    doc.dispatchEvent(mouseOut(null, -1));
    expect(onTrigger).toHaveBeenCalledTimes(3);
  });

  it("mouseleave of the root element or of the document triggers (browsers that send no mouseout to nothing)", () => {
    const { doc, env } = environment();
    const onTrigger = vi.fn();
    const stop = watchTriggers(env, onTrigger);
    doc.documentElement.dispatchEvent(new Event("mouseleave"));
    doc.dispatchEvent(new Event("mouseleave"));
    expect(onTrigger).toHaveBeenCalledTimes(2);
    stop();
    doc.documentElement.dispatchEvent(new Event("mouseleave"));
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });

  it("back: the guard is pushed at once, without a gesture; going back off it triggers and stops the site's listener", () => {
    const { win, env } = environment();
    const onTrigger = vi.fn();
    const site = vi.fn();
    watchTriggers(env, onTrigger);
    win.addEventListener("popstate", site);
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.history.pushState).toHaveBeenCalledWith(
      { "campaign-exit-intent-guard": true },
      "",
      "https://x.test/p/demo/",
    );
    win.dispatchEvent(Object.assign(new Event("popstate"), { state: null }));
    expect(onTrigger).toHaveBeenCalledTimes(1);
    expect(site).not.toHaveBeenCalled();
  });

  it("watching again on a page already guarded (a reload) pushes no second guard", () => {
    const { win, env } = environment();
    win.history.state = { "campaign-exit-intent-guard": true };
    watchTriggers(env, vi.fn());
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it("back to the guard from a later step is the site's navigation, not an exit", () => {
    const { win, env } = environment();
    const onTrigger = vi.fn();
    const site = vi.fn();
    watchTriggers(env, onTrigger);
    win.addEventListener("popstate", site);
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

  it("mobile: a scroll up while the fan is in a form field, or just moved between fields, is no exit", () => {
    const { win, doc, env } = environment(true);
    const onTrigger = vi.fn();
    watchTriggers(env, onTrigger);
    // Focus inside an element's shadow root, as in <campaign-register>.
    const input = { tagName: "INPUT", shadowRoot: null };
    const host = { tagName: "CAMPAIGN-REGISTER", shadowRoot: { activeElement: input } };
    Object.assign(doc, { activeElement: host });
    doc.dispatchEvent(new Event("focusin"));
    win.scrollY = 500;
    vi.advanceTimersByTime(50);
    expect(onTrigger).not.toHaveBeenCalled();
    // Focus left the fields a moment ago: the page is still settling.
    Object.assign(doc, { activeElement: null });
    doc.dispatchEvent(new Event("focusout"));
    win.scrollY = 400;
    vi.advanceTimersByTime(50);
    expect(onTrigger).not.toHaveBeenCalled();
    // A second later, a scroll up is an exit intent again.
    vi.advanceTimersByTime(1000);
    win.scrollY = 300;
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
