import { describe, expect, it } from "vitest";
import { registerViewOf, slideBetween } from "./register-view.js";

describe("the register screen's views", () => {
  it("keep one view while a call is on its way", () => {
    expect(registerViewOf("creating-account")).toBe("form");
    expect(registerViewOf("creating-fan")).toBe("form");
    expect(registerViewOf("email-requesting-link")).toBe("email");
    expect(registerViewOf("email-exists")).toBe("email");
  });
});

describe("when the view changes on a phone", () => {
  it("slides forward to a later view", () => {
    expect(slideBetween("registrationType", "email")).toBe("forward");
    expect(slideBetween("form", "verification")).toBe("forward");
  });

  it("slides back to an earlier one (the text-message change link)", () => {
    expect(slideBetween("verification", "form")).toBe("back");
    expect(slideBetween("update-email", "verification")).toBe("back");
  });

  it("does not slide within a view", () => {
    expect(slideBetween(registerViewOf("form"), registerViewOf("creating-fan"))).toBeUndefined();
  });
});
