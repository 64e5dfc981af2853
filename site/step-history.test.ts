import { beforeAll, describe, expect, it } from "vitest";
import { loadFirstViewSchemas } from "../sdk/campaign/lazy-lookup.js";
import { createStepHistory } from "./step-history.js";

// The site makes its history once the campaign is parsed: the first view's schemas have loaded.
beforeAll(() => loadFirstViewSchemas());

/** A browser history stand-in: entries of state and URL, with back() firing popstate later. */
function fakeHistory(initialUrl: string) {
  const entries: Array<{ state: unknown; url: string }> = [{ state: null, url: initialUrl }];
  let index = 0;
  return {
    get state() {
      return entries[index]!.state;
    },
    get url() {
      return entries[index]!.url;
    },
    get length() {
      return entries.length;
    },
    pushState(state: unknown, _: string, url?: string | URL | null) {
      entries.splice(index + 1, entries.length, { state, url: String(url) });
      index += 1;
    },
    replaceState(state: unknown, _: string, url?: string | URL | null) {
      entries[index] = { state, url: String(url) };
    },
    back() {
      index -= 1;
    },
  };
}

describe("given a fan who opened the register page directly", () => {
  it("the back arrow replaces it with the index page instead of leaving the site", () => {
    const browser = fakeHistory("/p/demo-presale/register");
    const steps = createStepHistory(browser);
    steps.replace("/p/demo-presale/register", "register");
    expect(steps.back("/p/demo-presale/", "landing")).toBe("replaced");
    expect(browser.url).toBe("/p/demo-presale/");
    expect(browser.length).toBe(1);
  });
});

describe("given a fan who came from the welcome page", () => {
  it("the back arrow goes back in history, and the move reads as going back", () => {
    const browser = fakeHistory("/p/demo-presale/");
    const steps = createStepHistory(browser);
    steps.replace("/p/demo-presale/", "landing");
    steps.push("/p/demo-presale/register", "register");
    expect(steps.back("/p/demo-presale/", "landing")).toBe("history");
    expect(browser.url).toBe("/p/demo-presale/");
    expect(steps.moved()).toBe("back");
  });

  it("the browser's forward button reads as going forward", () => {
    const browser = fakeHistory("/p/demo-presale/");
    const steps = createStepHistory(browser);
    steps.replace("/p/demo-presale/", "landing");
    steps.push("/p/demo-presale/register", "register");
    browser.back();
    steps.moved();
    // The forward button re-enters the register entry (the stand-in re-creates it).
    browser.pushState({ campaignStep: "register", previous: "landing" }, "", "/p/demo-presale/register");
    expect(steps.moved()).toBe("forward");
  });
});

describe("given the exit intent's back guard on top of the register entry", () => {
  it("replaces rather than going back to the same page", () => {
    const browser = fakeHistory("/p/demo-presale/");
    const steps = createStepHistory(browser);
    steps.replace("/p/demo-presale/", "landing");
    steps.push("/p/demo-presale/register", "register");
    browser.pushState({ "campaign-exit-intent-guard": true }, "", "/p/demo-presale/register");
    expect(steps.back("/p/demo-presale/", "landing")).toBe("replaced");
    expect(browser.url).toBe("/p/demo-presale/");
  });
});

describe("given a page whose history state another script wrote", () => {
  it("ignores that state rather than trusting it", () => {
    const browser = fakeHistory("/p/demo-presale/share");
    browser.replaceState({ campaignStep: 42 }, "", "/p/demo-presale/share");
    const steps = createStepHistory(browser);
    expect(steps.back("/p/demo-presale/register", "register")).toBe("replaced");
    expect(steps.moved()).toBeUndefined();
  });
});
