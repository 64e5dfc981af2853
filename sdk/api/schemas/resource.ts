import { z } from "zod/mini";
import { UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** core-journey §3 "resources": the campaign's (or tour's) image, video and terms document. */
export const ResourceSchema = withMeta(
  z.object({
    assetType: z.enum(["campaign-image", "campaign-video", "campaign-terms-and-conditions"]),
    url: UrlSchema,
  }),
  { id: "Resource" },
);

export type Resource = z.infer<typeof ResourceSchema>;
export type AssetType = Resource["assetType"];
