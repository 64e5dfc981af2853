import { z } from "zod";
import { UrlSchema } from "./common.js";

/** engagement §3 "Referrer": the fan whose link brought the visitor (referrer banner). */
export const ReferrerSchema = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    image: UrlSchema.optional(),
    imageAlt: z.string().optional(),
  })
  .meta({ id: "Referrer" });

export type Referrer = z.infer<typeof ReferrerSchema>;
