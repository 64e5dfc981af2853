import type { Step } from "../routing/parse-route.js";
import type { IndexPage } from "./index-page.js";

export interface AuthenticateInput {
  readonly flow: readonly Step[];
  /** The requested step; undefined is the landing. */
  readonly step: Step | undefined;
  readonly indexPage: IndexPage;
  readonly hasAccount: boolean;
  readonly hasFan: boolean;
  readonly preview: boolean;
}

/** Where the request goes: on, or to the index page (the campaign's landing route). */
export type AuthenticateResult = { readonly kind: "allow" } | { readonly kind: "redirect-to-index" };

/**
 * core-journey §4 authenticate middleware (after the campaign lookup): a visitor with no account or
 * no fan who requests a step after the first of the flow goes to the index page; the register step
 * goes to the index page when that page is register (the landing already shows it). Preview skips
 * the check, as it skips the fetches.
 */
export function authenticate(input: AuthenticateInput): AuthenticateResult {
  if (input.preview || input.step === undefined) return { kind: "allow" };
  if (input.step === "register" && input.indexPage === "register") return { kind: "redirect-to-index" };
  const isVisitor = !input.hasAccount || !input.hasFan;
  return isVisitor && input.flow.indexOf(input.step) > 0 ? { kind: "redirect-to-index" } : { kind: "allow" };
}
