import type { Catalogue } from "./en-us.js";
import { nlJourney } from "./nl/journey.js";
import { nlLanding } from "./nl/landing.js";

/** The Dutch catalogue, in the two parts of en-us's (a file each, so neither outgrows 400 lines). */
export const nl: Catalogue = { ...nlLanding, ...nlJourney };
