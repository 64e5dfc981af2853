import type { Catalogue } from "./en-us.js";
import { frJourney } from "./fr/journey.js";
import { frLanding } from "./fr/landing.js";

/** The French catalogue, in the two parts of en-us's (a file each, so neither outgrows 400 lines). */
export const fr: Catalogue = { ...frLanding, ...frJourney };
