import { beforeAll, describe, expect, it } from "vitest";
import { loadFirstViewSchemas } from "../campaign/lazy-lookup.js";
import { memoryStorage } from "../storage/memory-storage.js";
import { createGatekeeperEmailStorage, gatekeeperEmailKey } from "./gatekeeper-email.js";

// Read by screens of a parsed campaign: the first view's schemas have loaded.
beforeAll(() => loadFirstViewSchemas());

describe("given the register screen kept a gatekeeper email", () => {
  it("the magic-link screen reads it back for the same campaign only", () => {
    const backing = memoryStorage();
    const store = createGatekeeperEmailStorage(() => backing);
    store.write("cmp_1", " ada@example.com ");
    expect(backing.getItem(gatekeeperEmailKey("cmp_1"))).toBe("ada@example.com");
    expect(createGatekeeperEmailStorage(() => backing).read("cmp_1")).toBe("ada@example.com");
    expect(store.read("cmp_2")).toBeUndefined();
  });
});

describe("given the fan just registered with the address (issue 20)", () => {
  it("the magic-link step takes it to send the link unasked, once", () => {
    const backing = memoryStorage();
    const store = createGatekeeperEmailStorage(() => backing);
    store.write("cmp_1", "ada@example.com", { sendLink: true });
    const later = createGatekeeperEmailStorage(() => backing);
    expect(later.takeLinkToSend("cmp_2")).toBeUndefined();
    expect(later.takeLinkToSend("cmp_1")).toBe("ada@example.com");
    expect(later.takeLinkToSend("cmp_1")).toBeUndefined();
    expect(later.read("cmp_1")).toBe("ada@example.com");
  });

  it("a link already sent for the address (the email check) leaves nothing to send", () => {
    const store = createGatekeeperEmailStorage(() => memoryStorage());
    store.write("cmp_1", "ada@example.com", { sendLink: true });
    store.write("cmp_1", "ada@example.com");
    expect(store.takeLinkToSend("cmp_1")).toBeUndefined();
  });
});

describe("when storage holds something that is not an address", () => {
  it("reads nothing, and never writes one", () => {
    const backing = memoryStorage();
    backing.setItem(gatekeeperEmailKey("cmp_1"), "<script>");
    const store = createGatekeeperEmailStorage(() => backing);
    expect(store.read("cmp_1")).toBeUndefined();
    store.write("cmp_1", "not an address");
    expect(backing.getItem(gatekeeperEmailKey("cmp_1"))).toBe("<script>");
  });
});

describe("when session storage throws (private mode, sandboxed frame)", () => {
  it("keeps the address in memory for this page", () => {
    const store = createGatekeeperEmailStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    store.write("cmp_1", "ada@example.com");
    expect(store.read("cmp_1")).toBe("ada@example.com");
  });
});
