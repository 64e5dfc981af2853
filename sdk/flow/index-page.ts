import type { CampaignType } from "../api/schemas/common.js";
import type { Step } from "../routing/parse-route.js";

/** The page a campaign's landing can show. */
export type IndexPage = "welcome" | "register";

/**
 * core-journey §2: the index page is register for opt-in and welcome for presale, competition,
 * ballot, waitlist, livestream, preorder, donate and rsvp. The spec names no other type; the rest
 * (giveaway, free, earlybird, invite) share the welcome page with the competition family.
 */
export const indexPageOf = (type: CampaignType): IndexPage => (type === "opt-in" ? "register" : "welcome");

/** core-journey §2: the landing shows the welcome or the register page by the campaign's UI setting. */
export const landingPageOf = (campaign: LandingSource): IndexPage =>
  campaign.settings?.ui?.landingPage ?? indexPageOf(campaign.type);

/** What landingPageOf reads: a parsed campaign, or the stored one the server embeds in the page. */
export interface LandingSource {
  type: CampaignType;
  settings?: { ui?: { landingPage?: IndexPage | undefined } | undefined } | undefined;
}

/** core-journey §2 layout: the back arrow is hidden on unlock, and on register when register is the index page. */
export const showsBackArrow = (step: Step | undefined, indexPage: IndexPage): boolean =>
  step !== "unlock" && !(step === "register" && indexPage === "register");
