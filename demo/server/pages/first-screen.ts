import { type IndexPage, type LandingSource, landingPageOf } from "../../../sdk/flow/index-page.js";
import { typeSwitches } from "../../../sdk/flow/type-switches.js";
import type { Route } from "../../../sdk/routing/parse-route.js";

/** The page a campaign route's first screen shows: its landing page without a step, register for register. */
export function firstScreenOf(campaign: LandingSource, step: string | undefined): IndexPage | undefined {
  if (step === undefined) return landingPageOf(campaign);
  return step === "register" ? "register" : undefined;
}

/**
 * Whether the server renders the route's first screen into the page (issue 22): not for an ended campaign (the site
 * shows its finished page), a livestream's landing (its stream comes first) or a preview page.
 */
export function servesFirstScreen(
  campaign: LandingSource & { endDate?: string | null | undefined },
  route: Route,
  now = new Date(),
): boolean {
  if (route.kind === "preview-campaign" || route.kind === "preview-tour") return false;
  if (campaign.endDate && new Date(campaign.endDate) < now) return false;
  return !(typeSwitches(campaign.type).stream && !("step" in route && route.step));
}
