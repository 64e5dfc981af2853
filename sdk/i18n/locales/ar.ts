import { arJourney } from "./ar/journey.js";
import { arLanding } from "./ar/landing.js";
import type { Catalogue } from "./en-us.js";

/** The Arabic catalogue, in the two parts of en-us's (a file each, so neither outgrows 400 lines). */
export const ar: Catalogue = { ...arLanding, ...arJourney };
