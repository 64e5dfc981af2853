import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readProfilePrefill, saveProfilePrefill } from "./profile-prefill.js";

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the profile prefill a Spotify connect leaves for the register form", () => {
  const prefill = { firstName: "Robin", lastName: "Van der Berg", dob: "23/07/1994" };

  it("is kept per campaign", () => {
    saveProfilePrefill("cmp_1", prefill);
    expect(readProfilePrefill("cmp_1")).toEqual(prefill);
    expect(readProfilePrefill("cmp_2")).toEqual({});
  });

  it("fills only the fields still empty", () => {
    saveProfilePrefill("cmp_1", prefill);
    expect(readProfilePrefill("cmp_1", { firstName: "Ann", lastName: "" })).toEqual({
      lastName: "Van der Berg",
      dob: "23/07/1994",
    });
  });

  it("adds the email a widget's sign-up form kept to the names a connect learnt, and back", () => {
    saveProfilePrefill("cmp_1", prefill);
    saveProfilePrefill("cmp_1", { emailAddress: "robin@example.com" });
    expect(readProfilePrefill("cmp_1")).toEqual({ ...prefill, emailAddress: "robin@example.com" });
    expect(readProfilePrefill("cmp_1", { emailAddress: "typed@example.com" })).toEqual(prefill);
  });

  it("keeps nothing that does not parse", () => {
    saveProfilePrefill("cmp_1", { emailAddress: "not an email" });
    expect(readProfilePrefill("cmp_1")).toEqual({});
  });

  it("ignores what does not parse", () => {
    sessionStorage.setItem("campaign-prefill:cmp_1", JSON.stringify({ firstName: 42 }));
    expect(readProfilePrefill("cmp_1")).toEqual({});
    sessionStorage.setItem("campaign-prefill:cmp_1", "{not json");
    expect(readProfilePrefill("cmp_1")).toEqual({});
  });
});
