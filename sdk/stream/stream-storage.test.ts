import { describe, expect, it } from "vitest";
import { CLIENT_ID_KEY, createStreamStorage, sessionTokenKey, takeSessionToken } from "./stream-storage.js";

class MemoryStorage implements Pick<Storage, "getItem" | "setItem"> {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
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
    const storage = createStreamStorage(
      () => asStorage(local),
      () => undefined,
    );
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
    const storage = createStreamStorage(throwing, throwing);
    storage.writeSessionToken("cmp_1", TOKEN);
    expect(storage.readSessionToken("cmp_1")).toBe(TOKEN);
  });
});

describe("the client identifier", () => {
  it("is made once and kept in session storage", () => {
    const session = new MemoryStorage();
    let made = 0;
    const storage = createStreamStorage(
      () => undefined,
      () => asStorage(session),
      () => `client-${++made}-abcdef`,
    );
    expect(storage.clientId()).toBe("client-1-abcdef");
    expect(storage.clientId()).toBe("client-1-abcdef");
    expect(session.items.get(CLIENT_ID_KEY)).toBe("client-1-abcdef");
  });
  it("replaces an unparseable stored value", () => {
    const session = new MemoryStorage();
    session.setItem(CLIENT_ID_KEY, "x");
    const storage = createStreamStorage(
      () => undefined,
      () => asStorage(session),
      () => "fresh-client-id",
    );
    expect(storage.clientId()).toBe("fresh-client-id");
  });
  it("stays the same in memory when session storage is unavailable", () => {
    const storage = createStreamStorage(throwing, throwing);
    const first = storage.clientId();
    expect(first).toMatch(/^[\w-]{8,}$/);
    expect(storage.clientId()).toBe(first);
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
