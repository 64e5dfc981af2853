import { z } from "zod/mini";
import { STEPS } from "./parse-route.js";

/** A step of core-journey §2, for the messages that carry one (the route itself is checked by its table). */
export const stepSchema = z.enum(STEPS);
