import { z } from "zod/mini";
import { UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** engagement §3 "Referrer": the fan whose link brought the visitor (referrer banner). */
export const ReferrerSchema = withMeta(
  z.object({
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    image: z.optional(UrlSchema),
    imageAlt: z.optional(z.string()),
  }),
  { id: "Referrer" },
);

export type Referrer = z.infer<typeof ReferrerSchema>;
