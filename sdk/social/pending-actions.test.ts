import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFirstViewSchemas } from "../campaign/lazy-lookup.js";
import { addPendingTarget, clearPendingTargets, readPendingTargets } from "./pending-actions.js";

// Read by screens of a parsed campaign: the first view's schemas have loaded.
beforeAll(() => loadFirstViewSchemas());

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("actions done before registering", () => {
  it("wait per campaign, once each, until cleared", () => {
    addPendingTarget("cmp_1", "spotify:artist:a");
    addPendingTarget("cmp_1", "spotify:artist:a");
    addPendingTarget("cmp_1", "spotify:track:t");
    expect(readPendingTargets("cmp_1")).toEqual(["spotify:artist:a", "spotify:track:t"]);
    expect(readPendingTargets("cmp_2")).toEqual([]);
    clearPendingTargets("cmp_1");
    expect(readPendingTargets("cmp_1")).toEqual([]);
  });

  it("ignores what does not parse", () => {
    sessionStorage.setItem("campaign-pending-actions:cmp_1", JSON.stringify([1, 2]));
    expect(readPendingTargets("cmp_1")).toEqual([]);
  });
});
