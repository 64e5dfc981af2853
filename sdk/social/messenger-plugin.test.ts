import { describe, expect, it } from "vitest";
import {
  loadingDots,
  MessengerConfigSchema,
  messengerDataRef,
  messengerPageId,
  parseMessengerRef,
} from "./messenger-plugin.js";

describe("messengerPageId (engagement §4: the fourth colon part)", () => {
  it("reads the page id", () => {
    expect(messengerPageId("facebook:messenger:page:100000000000001")).toBe("100000000000001");
  });
  it("answers undefined without one", () => {
    expect(messengerPageId("facebook:messenger:page")).toBeUndefined();
    expect(messengerPageId("facebook:messenger:page:a/b")).toBeUndefined();
  });
});

describe("messengerDataRef (engagement §7)", () => {
  const ref = { campaignOid: "cmp_1", promoterOid: "prm_1", fanOid: "fan_1", pageId: "123" };
  it("carries campaignOid, promoterOid, fanOid, register=true and pageId", () => {
    expect(parseMessengerRef(messengerDataRef(ref))).toEqual({ ...ref, register: true });
  });
  it("uses only the characters Facebook accepts in a ref", () => {
    expect(messengerDataRef(ref)).toMatch(/^[\w-]+$/);
  });
  it("leaves fanOid out for a visitor", () => {
    const { fanOid: _, ...visitor } = ref;
    expect(parseMessengerRef(messengerDataRef(visitor))).toEqual({ ...visitor, register: true });
  });
  it("refuses a ref that is not one of ours", () => {
    expect(parseMessengerRef("bm90LWpzb24")).toBeUndefined();
  });
});

describe("loadingDots (cycle every 400 ms up to 3)", () => {
  it("shows one, two, three dots, then starts again", () => {
    expect([0, 1, 2, 3, 4].map(loadingDots)).toEqual([".", "..", "...", ".", ".."]);
  });
});

describe("MessengerConfigSchema", () => {
  it("takes Facebook's plugin with a numeric app id, or the test plugin", () => {
    expect(MessengerConfigSchema.safeParse({ mode: "facebook", appId: "1234" }).success).toBe(true);
    expect(MessengerConfigSchema.safeParse({ mode: "facebook", appId: "x" }).success).toBe(false);
    expect(MessengerConfigSchema.safeParse({ mode: "test" }).success).toBe(true);
  });
});
