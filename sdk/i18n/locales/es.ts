import type { Catalogue } from "./en-us.js";
import { esJourney } from "./es/journey.js";
import { esLanding } from "./es/landing.js";

/** The Spanish catalogue, in the two parts of en-us's (a file each, so neither outgrows 400 lines). */
export const es: Catalogue = { ...esLanding, ...esJourney };
