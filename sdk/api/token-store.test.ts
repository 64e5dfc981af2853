import { describe, expect, it } from "vitest";
import { memoryStorage } from "../storage/memory-storage.js";
import { createWebStorageTokenStore } from "./token-store.js";

const SERVER_TOKEN = "Qm9uam91ciBsZXMgZmFucywgdm9pY2kgdW4gamV0b24h-_";

describe("the token kept in Web Storage", () => {
  it("gives back what it saved, and nothing once cleared", () => {
    const storage = memoryStorage();
    const tokens = createWebStorageTokenStore(() => storage, "token");
    tokens.set(SERVER_TOKEN);
    expect(storage.getItem("token")).toBe(SERVER_TOKEN);
    expect(createWebStorageTokenStore(() => storage, "token").get()).toBe(SERVER_TOKEN);
    tokens.set(undefined);
    expect(tokens.get()).toBeUndefined();
  });

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(513)],
    ["with a line break, which no request header can carry", `${SERVER_TOKEN}\nX-Injected: 1`],
    ["with a space", `${SERVER_TOKEN} x`],
    ["not ASCII", `${SERVER_TOKEN}é`],
  ])("is not sent when the stored entry is %s", (_, stored) => {
    const storage = memoryStorage();
    storage.setItem("token", stored);
    expect(createWebStorageTokenStore(() => storage, "token").get()).toBeUndefined();
  });

  it("keeps the token in memory for the page when storage throws", () => {
    const tokens = createWebStorageTokenStore(() => {
      throw new Error("storage is disabled");
    }, "token");
    tokens.set(SERVER_TOKEN);
    expect(tokens.get()).toBe(SERVER_TOKEN);
  });

  it("accepts the lengths the server could send, 16 to 512", () => {
    for (const length of [16, 43, 512]) {
      const storage = memoryStorage();
      storage.setItem("token", "t".repeat(length));
      expect(createWebStorageTokenStore(() => storage, "token").get()).toHaveLength(length);
    }
  });
});
