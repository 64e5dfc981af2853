import type { Step } from "../routing/parse-route.js";

/** engagement §4: after registration the improve button goes to share if the flow has it, else invite, else success. */
export function improveButtonTarget(flow: readonly Step[]): "share" | "invite" | "success" {
  if (flow.includes("share")) return "share";
  return flow.includes("invite") ? "invite" : "success";
}
