import { type IndexPage, type LandingSource, landingPageOf } from "../../../sdk/flow/index-page.js";

/** The page a campaign route's first screen shows: its landing page without a step, register for register. */
export function firstScreenOf(campaign: LandingSource, step: string | undefined): IndexPage | undefined {
  if (step === undefined) return landingPageOf(campaign);
  return step === "register" ? "register" : undefined;
}
