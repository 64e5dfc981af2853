import { describe, expect, it } from "vitest";
import { actionStatus, toFanAction } from "./action-status.js";

const target = "spotify:artist:velvet";

describe("given the fan has not done the action", () => {
  it("is neither completed nor validating", () => {
    expect(actionStatus(target, [])).toEqual({ isCompleted: false, isValidating: false });
    expect(actionStatus(target, [{ target: "twitter:x", validated: true }])).toEqual({
      isCompleted: false,
      isValidating: false,
    });
  });
});

describe("given a matching target not yet validated", () => {
  it("is validating", () => {
    expect(actionStatus(target, [{ target, validated: false }])).toEqual({
      isCompleted: false,
      isValidating: true,
    });
  });
});

describe("given a matching target validated", () => {
  it("is completed, even beside an unvalidated duplicate", () => {
    expect(
      actionStatus(target, [
        { target, validated: false },
        { target, validated: true },
      ]),
    ).toEqual({
      isCompleted: true,
      isValidating: false,
    });
  });

  it("marks the campaign action for the fan", () => {
    const action = { type: "follow" as const, channel: "spotify", target, points: 5 };
    expect(toFanAction(action, [{ target, validated: true }])).toEqual({
      ...action,
      isCompleted: true,
      isValidating: false,
    });
  });
});
