import { deJourney } from "./de/journey.js";
import { deLanding } from "./de/landing.js";
import type { Catalogue } from "./en-us.js";

/** The German catalogue, in the two parts of en-us's (a file each, so neither outgrows 400 lines). */
export const de: Catalogue = { ...deLanding, ...deJourney };
