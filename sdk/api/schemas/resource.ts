import { z } from "zod/mini";
import { UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** core-journey §3 "resources": the campaign's (or tour's) image, video and terms document. */
export const ResourceSchema = withMeta(
  z.object({
    assetType: z.enum(["campaign-image", "campaign-video", "campaign-terms-and-conditions"]),
    url: UrlSchema,
    /**
     * Set by the server on its answers, ignored on input: the widths it serves this campaign photo at
     * (`GET /images/sized?w=&src=`), for the hero's `srcset` (issue 22). Absent: the image as it is.
     */
    widths: z.optional(
      z
        .array(z.number().check(z.int(), z.positive()))
        .check(
          z.describe(
            "Read-only, set by the server: the widths in pixels it serves this photo at (GET /images/sized), for srcset",
          ),
        ),
    ),
  }),
  { id: "Resource" },
);

export type Resource = z.infer<typeof ResourceSchema>;
export type AssetType = Resource["assetType"];
