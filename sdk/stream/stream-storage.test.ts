import { describe, expect, it } from "vitest";
import { clientIdKey, createStreamStorage, sessionTokenKey } from "./stream-storage.js";
import { takeSessionToken } from "./take-session-token.js";

class MemoryStorage implements Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
const asStorage = (s: MemoryStorage) => s as unknown as Storage;
const TOKEN = "abcdefghijklmnopqrstuvwxyz_ABCDEF-0123456789";
const throwing = () => {
  throw new Error("SecurityError");
};

describe("the session token", () => {
  it("is kept per campaign and read back", () => {
    const local = new MemoryStorage();
    const storage = createStreamStorage(() => asStorage(local));
    storage.writeSessionToken("cmp_1", TOKEN);
    expect(local.items.get(sessionTokenKey("cmp_1"))).toBe(TOKEN);
    expect(storage.readSessionToken("cmp_1")).toBe(TOKEN);
    expect(storage.readSessionToken("cmp_2")).toBeUndefined();
  });
  it("ignores a stored value that is no token", () => {
    const local = new MemoryStorage();
    local.setItem(sessionTokenKey("cmp_1"), "<script>");
    expect(createStreamStorage(() => asStorage(local)).readSessionToken("cmp_1")).toBeUndefined();
  });
  it("lives in memory when storage throws", () => {
    const storage = createStreamStorage(throwing);
    storage.writeSessionToken("cmp_1", TOKEN);
    expect(storage.readSessionToken("cmp_1")).toBe(TOKEN);
  });
});

describe("the client id the server issued", () => {
  const CLIENT = "server-issued-client-id_0123456789abcdefghij";

  it("is kept per campaign, next to the token it was issued for", () => {
    const local = new MemoryStorage();
    const storage = createStreamStorage(() => asStorage(local));
    storage.writeSessionToken("cmp_1", TOKEN);
    expect(storage.readClientId("cmp_1")).toBeUndefined();
    storage.writeClientId("cmp_1", CLIENT);
    expect(local.items.get(clientIdKey("cmp_1"))).toBe(CLIENT);
    expect(storage.readClientId("cmp_1")).toBe(CLIENT);
    expect(storage.readClientId("cmp_2")).toBeUndefined();
  });

  it("is kept when the same token is written again (the same link opened again on this device)", () => {
    const local = new MemoryStorage();
    const storage = createStreamStorage(() => asStorage(local));
    storage.writeSessionToken("cmp_1", TOKEN);
    storage.writeClientId("cmp_1", CLIENT);
    storage.writeSessionToken("cmp_1", TOKEN);
    expect(storage.readClientId("cmp_1")).toBe(CLIENT);
  });

  it("is dropped when a new link's token arrives: the new link is claimed afresh", () => {
    const local = new MemoryStorage();
    const storage = createStreamStorage(() => asStorage(local));
    storage.writeSessionToken("cmp_1", TOKEN);
    storage.writeClientId("cmp_1", CLIENT);
    storage.writeSessionToken("cmp_1", `${TOKEN}2`);
    expect(storage.readClientId("cmp_1")).toBeUndefined();
  });

  it("reads a stored value that is no client id as none, and refuses to write one", () => {
    const local = new MemoryStorage();
    local.setItem(clientIdKey("cmp_1"), "<x>");
    const storage = createStreamStorage(() => asStorage(local));
    expect(storage.readClientId("cmp_1")).toBeUndefined();
    expect(() => storage.writeClientId("cmp_1", "<x>")).toThrow();
  });

  it("lives in memory when storage throws", () => {
    const storage = createStreamStorage(throwing);
    storage.writeClientId("cmp_1", CLIENT);
    expect(storage.readClientId("cmp_1")).toBe(CLIENT);
  });
});

describe("takeSessionToken", () => {
  it("takes the token out of the query string and keeps the rest", () => {
    expect(takeSessionToken(`?sessionToken=${TOKEN}&lang=ar`)).toEqual({ token: TOKEN, search: "?lang=ar" });
    expect(takeSessionToken(`?sessionToken=${TOKEN}`)).toEqual({ token: TOKEN, search: "" });
  });
  it("drops a malformed token from the address too", () => {
    expect(takeSessionToken("?sessionToken=%3Cx%3E&lang=de")).toEqual({ search: "?lang=de" });
  });
  it("leaves a query string without a token alone", () => {
    expect(takeSessionToken("?lang=fr")).toEqual({ search: "?lang=fr" });
  });
});
