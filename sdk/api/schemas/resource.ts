import { z } from "zod";
import { UrlSchema } from "./common.js";

/** core-journey §3 "resources": the campaign's (or tour's) image, video and terms document. */
export const ResourceSchema = z
  .object({
    assetType: z.enum(["campaign-image", "campaign-video", "campaign-terms-and-conditions"]),
    url: UrlSchema,
  })
  .meta({ id: "Resource" });

export type Resource = z.infer<typeof ResourceSchema>;
export type AssetType = Resource["assetType"];
