import { describe, expect, it } from "vitest";
import type { Step } from "../routing/parse-route.js";
import { type AuthenticateInput, authenticate } from "./authenticate.js";

const flow: Step[] = ["register", "share", "invite", "success"];
const visitor: AuthenticateInput = {
  flow,
  step: undefined,
  indexPage: "welcome",
  hasAccount: false,
  hasFan: false,
  preview: false,
};
const allow = { kind: "allow" };
const redirect = { kind: "redirect-to-index" };

describe("given a visitor", () => {
  it("may open the landing and the first step", () => {
    expect(authenticate(visitor)).toEqual(allow);
    expect(authenticate({ ...visitor, step: "register" })).toEqual(allow);
  });

  it("goes to the index page for a step after the first", () => {
    expect(authenticate({ ...visitor, step: "share" })).toEqual(redirect);
    expect(authenticate({ ...visitor, step: "success" })).toEqual(redirect);
  });

  it("may open steps outside the flow", () => {
    expect(authenticate({ ...visitor, step: "magic-link" })).toEqual(allow);
    expect(authenticate({ ...visitor, step: "unlock" })).toEqual(allow);
  });

  it("counts as a visitor with an account but no fan", () => {
    expect(authenticate({ ...visitor, step: "share", hasAccount: true })).toEqual(redirect);
  });
});

describe("given a registered fan", () => {
  it("may open any step", () => {
    expect(authenticate({ ...visitor, step: "invite", hasAccount: true, hasFan: true })).toEqual(allow);
  });
});

describe("given register is the index page", () => {
  it("sends the register step to the index page", () => {
    expect(authenticate({ ...visitor, step: "register", indexPage: "register" })).toEqual(redirect);
  });
});

describe("given preview mode", () => {
  it("skips the check", () => {
    expect(authenticate({ ...visitor, step: "share", preview: true })).toEqual(allow);
  });
});
