import { describe, expect, it } from "vitest";
import { createFallbackStorage } from "./fallback-storage.js";
import { memoryStorage } from "./memory-storage.js";

describe("createFallbackStorage", () => {
  it("reads back what it wrote to storage, and removes it", () => {
    const backing = memoryStorage();
    const store = createFallbackStorage(() => backing);
    store.write("k", "v");
    expect(backing.getItem("k")).toBe("v");
    expect(store.read("k")).toBe("v");
    store.remove("k");
    expect(store.read("k")).toBeUndefined();
  });

  it("keeps values in memory when storage is missing or throws on access", () => {
    for (const get of [
      () => undefined,
      () => null,
      () => {
        throw new Error("denied");
      },
    ]) {
      const store = createFallbackStorage(get as () => Storage | undefined);
      store.write("k", "v");
      expect(store.read("k")).toBe("v");
    }
  });

  it("falls back to memory when a write fails, and back to storage once it works", () => {
    const backing = memoryStorage();
    let full = true;
    const store = createFallbackStorage(
      () =>
        ({
          ...backing,
          getItem: backing.getItem,
          removeItem: backing.removeItem,
          setItem: (key: string, value: string) => {
            if (full) throw new DOMException("full", "QuotaExceededError");
            backing.setItem(key, value);
          },
        }) as Storage,
    );
    store.write("k", "one");
    expect(store.read("k")).toBe("one");
    full = false;
    store.write("k", "two");
    expect(backing.getItem("k")).toBe("two");
    expect(store.read("k")).toBe("two");
  });
});
