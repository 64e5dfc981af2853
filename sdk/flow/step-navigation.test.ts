import { describe, expect, it } from "vitest";
import type { Step } from "../routing/parse-route.js";
import {
  nextStep,
  previousStep,
  progressPercent,
  showsProgressBar,
  stepToPrefetch,
} from "./step-navigation.js";

const flow: Step[] = ["register", "share", "follow", "invite", "success"];
const paidFlow: Step[] = ["register", "payment", "share", "success"];
const paidFan = {
  completedActions: [
    { type: "payment" as const, channel: "stripe", target: "stripe:payment:enable", validated: true },
  ],
};

describe("given the default flow", () => {
  it("goes from each step to the following one", () => {
    expect(nextStep(flow, "register")).toBe("share");
    expect(nextStep(flow, "invite")).toBe("success");
    expect(nextStep(flow, "success")).toBeUndefined();
  });

  it("goes to the first step from the landing or a step not in the flow", () => {
    expect(nextStep(flow, undefined)).toBe("register");
    expect(nextStep(flow, "unlock")).toBe("register");
  });

  it("goes back a step, and to the index page from the first", () => {
    expect(previousStep(flow, "share")).toBe("register");
    expect(previousStep(flow, "register")).toBeUndefined();
    expect(previousStep(flow, "magic-link")).toBeUndefined();
  });
});

describe("given a paid presale and a fan who already has a payment action", () => {
  const context = { type: "presale" as const, fan: paidFan };
  it("skips the adjacent payment step both ways", () => {
    expect(nextStep(paidFlow, "register", context)).toBe("share");
    expect(previousStep(paidFlow, "share", context)).toBe("register");
  });

  it("keeps it for a fan without one", () => {
    expect(nextStep(paidFlow, "register", { type: "presale", fan: { completedActions: [] } })).toBe(
      "payment",
    );
    expect(nextStep(paidFlow, "register")).toBe("payment");
  });
});

describe("given a multi-purchase type", () => {
  it("keeps the payment step even after a payment", () => {
    const donateFlow: Step[] = ["donate", "payment", "success"];
    expect(nextStep(donateFlow, "donate", { type: "donate", fan: paidFan })).toBe("payment");
    expect(previousStep(donateFlow, "success", { type: "preorder", fan: paidFan })).toBe("payment");
  });
});

describe("the progress", () => {
  it("is (index+1)/length*100", () => {
    expect(progressPercent(flow, "register")).toBe(20);
    expect(progressPercent(flow, "success")).toBe(100);
    expect(progressPercent(["register", "share", "success"], "register")).toBeCloseTo(33.333, 2);
  });

  it("is 0 off the flow, where the bar hides", () => {
    expect(progressPercent(flow, "unlock")).toBe(0);
    expect(progressPercent(flow, undefined)).toBe(0);
    expect(showsProgressBar("presale", 0)).toBe(false);
  });

  it("shows above 0, never for opt-in and rsvp", () => {
    expect(showsProgressBar("presale", 20)).toBe(true);
    expect(showsProgressBar("opt-in", 50)).toBe(false);
    expect(showsProgressBar("rsvp", 50)).toBe(false);
  });
});

describe("the step fetched ahead (core-journey §9 prefetch)", () => {
  const flow: Step[] = ["register", "share", "follow", "invite", "success"];
  it("from a landing showing the welcome page: the flow's first step, register", () => {
    expect(stepToPrefetch(flow, undefined, "welcome")).toBe("register");
  });
  it("from a landing showing the register page: the step after register", () => {
    expect(stepToPrefetch(flow, undefined, "register")).toBe("share");
  });
  it("from a step: the next one; none after the last", () => {
    expect(stepToPrefetch(flow, "share", "welcome")).toBe("follow");
    expect(stepToPrefetch(flow, "success", "welcome")).toBeUndefined();
  });
});
