import type { RegistrationState } from "../../sdk/machines/registration.js";

/** The register screen's sub-views in the order of core-journey §2 (one view spans its busy states). */
const VIEW_ORDER = ["registrationType", "email", "form", "verification", "update-email", "done"] as const;
export type RegisterView = (typeof VIEW_ORDER)[number];

export function registerViewOf(state: RegistrationState): RegisterView {
  switch (state) {
    case "registrationType":
    case "verification":
    case "update-email":
      return state;
    case "email":
    case "email-requesting-link":
    case "email-exists":
      return "email";
    case "form":
    case "creating-account":
    case "creating-fan":
      return "form";
    case "magic-link":
    case "complete":
      return "done";
    default:
      return state satisfies never;
  }
}

/**
 * core-journey §2 "On mobile, step changes slide left or right": a later view slides in forward, an
 * earlier one (the change link, a cancelled update) back; the same view does not slide.
 */
export function slideBetween(from: RegisterView, to: RegisterView): "forward" | "back" | undefined {
  const step = VIEW_ORDER.indexOf(to) - VIEW_ORDER.indexOf(from);
  return step > 0 ? "forward" : step < 0 ? "back" : undefined;
}
