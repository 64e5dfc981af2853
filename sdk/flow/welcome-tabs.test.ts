import { describe, expect, it } from "vitest";
import { welcomeTabs } from "./welcome-tabs.js";

const visitor = { loggedIn: false, hasReferees: false, streamShowing: false };
const fan = { loggedIn: true, hasReferees: false, streamShowing: false };
const fanWithFriends = { ...fan, hasReferees: true };

// engagement §2 "Mobile tabs", rule by rule.
describe("welcomeTabs", () => {
  it("logged-out, non-competition: registration, event information", () => {
    expect(welcomeTabs({ type: "presale", ...visitor })).toEqual(["registration", "event"]);
    expect(welcomeTabs({ type: "rsvp", ...visitor })).toEqual(["registration", "event"]);
    expect(welcomeTabs({ type: "livestream", ...visitor })).toEqual(["registration", "event"]);
  });

  it("logged-in, non-competition: rewards and event information; friends only with referees", () => {
    expect(welcomeTabs({ type: "presale", ...fan })).toEqual(["rewards", "event"]);
    expect(welcomeTabs({ type: "presale", ...fanWithFriends })).toEqual(["rewards", "friends", "event"]);
    expect(welcomeTabs({ type: "waitlist", ...fanWithFriends })).toEqual(["rewards", "friends", "event"]);
  });

  it("logged-in rsvp: no rewards tab", () => {
    expect(welcomeTabs({ type: "rsvp", ...fan })).toEqual(["event"]);
    expect(welcomeTabs({ type: "rsvp", ...fanWithFriends })).toEqual(["friends", "event"]);
  });

  it("competition or giveaway: the competition tab, plus friends when the fan has referees", () => {
    for (const type of ["competition", "giveaway"] as const) {
      expect(welcomeTabs({ type, ...visitor })).toEqual(["competition"]);
      expect(welcomeTabs({ type, ...fan })).toEqual(["competition"]);
      expect(welcomeTabs({ type, ...fanWithFriends })).toEqual(["competition", "friends"]);
    }
  });

  it("a visitor's referees never add friends (a visitor has none)", () => {
    expect(welcomeTabs({ type: "competition", ...visitor, hasReferees: true })).toEqual(["competition"]);
  });

  it("live stream showing: a visitor sees registration only", () => {
    expect(welcomeTabs({ type: "livestream", ...visitor, streamShowing: true })).toEqual(["registration"]);
  });

  it("live stream showing: a fan sees rewards, plus friends when referees exist", () => {
    expect(welcomeTabs({ type: "livestream", ...fan, streamShowing: true })).toEqual(["rewards"]);
    expect(welcomeTabs({ type: "livestream", ...fanWithFriends, streamShowing: true })).toEqual([
      "rewards",
      "friends",
    ]);
  });
});
